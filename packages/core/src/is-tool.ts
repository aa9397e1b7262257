import type { AnyTool } from './tool'

/**
 * Whether a value is a tool made by `createTool` (of any schema library's adapter). Checked by
 * shape, not by class, so tools built against another copy of `@polytool/core` are found too.
 *
 * @example
 * const tools = Object.values(await import('./tools')).filter(isTool)
 */
export function isTool(value: unknown): value is AnyTool {
  if (typeof value !== 'object' || value === null) return false
  const tool = value as Partial<Record<keyof AnyTool, unknown>>
  return (
    typeof tool.id === 'string' &&
    typeof tool.description === 'string' &&
    typeof tool.needsApproval === 'function' &&
    typeof tool.definition === 'object' &&
    tool.definition !== null
  )
}
