import type { SCHEMA_OPTIONS } from '../define'
import type { AnyTool } from '../tool'
import { type ToJsonSchemaOptions, toJsonSchema } from './to-json-schema'
import type { JsonSchema } from './types'

/** The tool options that hold a schema. */
export type ToolSchemaOption = (typeof SCHEMA_OPTIONS)[number]

/**
 * The JSON Schema of one of a tool's schemas, or `undefined` when the tool has none there.
 * `io` follows the option: `output` for `outputSchema`, `input` for the others. Errors name
 * the tool and the option.
 *
 * @param tool - a tool made by `createTool`
 * @param option - which schema: `inputSchema`, `outputSchema`, `suspendSchema`, `resumeSchema` or
 *   `requestContextSchema`
 * @param options - `target`, `onUnrepresentable` and the library's own options
 * @returns the JSON Schema, or `undefined` when the tool has no such schema
 *
 * @example
 * ```ts fragment
 * import { type AnyTool, toolJsonSchema } from '@polytool/core'
 *
 * declare const weatherTool: AnyTool
 *
 * const parameters = toolJsonSchema(weatherTool, 'inputSchema')
 * ```
 */
export function toolJsonSchema(
  tool: AnyTool,
  option: ToolSchemaOption,
  options: Omit<ToJsonSchemaOptions, 'io' | 'toolId' | 'option'> = {},
): JsonSchema | undefined {
  const schema = tool[option]
  if (schema === undefined) return undefined
  return toJsonSchema(schema, {
    ...options,
    io: option === 'outputSchema' ? 'output' : 'input',
    toolId: tool.id,
    option,
  })
}
