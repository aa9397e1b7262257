import { isTool } from '@polytool/core'
import type { ProviderTarget } from '../options'
import { toolJsonSchemaOf } from './tool-json-schemas'

/**
 * Converts the schemas of the tools about to be built, one after the other, before any of them
 * is emitted: the schema library's converter then runs with its code and data at hand, instead
 * of taking turns with the emitter, which made a cold list's conversions about a third slower.
 * Core caches each conversion, so building the entry finds it. A conversion that throws is left
 * for the entry to throw again, in its place in the list.
 */
export function convertAhead(tools: readonly unknown[], target: ProviderTarget): void {
  if (tools.length < 2) return
  for (const tool of tools) {
    if (!isTool(tool)) continue
    try {
      toolJsonSchemaOf(tool, 'inputSchema', 'any')
      if (target === 'mcp') toolJsonSchemaOf(tool, 'outputSchema', 'any')
    } catch {
      // Thrown again where the entry is built, after the entries before it.
    }
  }
}
