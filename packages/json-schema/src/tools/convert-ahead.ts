import { isTool } from '@polytool/core'
import type { ProviderTarget } from '../options'
import { toolJsonSchemaOf } from './tool-json-schemas'

/**
 * Converts the output schemas of the tools about to be built for MCP, one after the other,
 * before any of them is emitted: the schema library's converter then runs with its code and data
 * at hand, instead of taking turns with the emitter, which made a cold list's conversions about a
 * third slower. Input schemas need no such pass: `createTool` converted each already (to learn
 * whether its root is an object), and core keeps that conversion, so looking it up again here
 * only cost time. A conversion that throws is left for the entry to throw again, in its place.
 */
export function convertAhead(tools: readonly unknown[], target: ProviderTarget): void {
  if (target !== 'mcp' || tools.length < 2) return
  for (const tool of tools) {
    if (!isTool(tool)) continue
    try {
      toolJsonSchemaOf(tool, 'outputSchema', 'any')
    } catch {
      // Thrown again where the entry is built, after the entries before it.
    }
  }
}
