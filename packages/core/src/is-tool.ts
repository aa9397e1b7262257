import type { AnyTool } from './tool'

/**
 * Whether a value is a tool made by `createTool` (of any schema library's adapter). Checked by
 * shape, not by class, so tools built against another copy of `@polytool/core` are found too.
 *
 * @param value - any value, such as an export of a module
 * @returns whether it is a polytool tool
 *
 * @example
 * ```ts fragment
 * import { isTool } from '@polytool/core'
 *
 * declare const toolsModule: Record<string, unknown>
 *
 * // toolsModule: a module's exports, such as `await import('./tools')`
 * const tools = Object.values(toolsModule).filter(isTool)
 * ```
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
