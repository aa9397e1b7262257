import { type AnyTool, extractJsonSchema, type JsonSchema } from '@polytool/core'
import type { ProviderToolWarning } from './warnings'

/** One of a tool's schemas as JSON Schema, with what the schema library could not express. */
export interface ToolJsonSchema {
  /** `undefined` when the tool has no such schema. */
  readonly schema: JsonSchema | undefined
  readonly warnings: readonly ProviderToolWarning[]
}

/**
 * The JSON Schema of a tool's input or output schema, through core (the tool's adapter, cached).
 * Lossy parts throw core's `UnrepresentableSchemaError` unless `onUnrepresentable` is `any`.
 */
export function toolJsonSchemaOf(
  tool: AnyTool,
  option: 'inputSchema' | 'outputSchema',
  onUnrepresentable: 'throw' | 'any',
): ToolJsonSchema {
  const schema = tool[option]
  if (schema === undefined) return { schema: undefined, warnings: [] }
  const extracted = extractJsonSchema(schema, {
    io: option === 'outputSchema' ? 'output' : 'input',
    toolId: tool.id,
    option,
    onUnrepresentable,
  })
  return {
    schema: extracted.schema,
    warnings: extracted.warnings.map((part) => ({
      tool: tool.id,
      schema: option,
      pointer: part.path,
      code: 'UNREPRESENTABLE',
      message: part.message,
    })),
  }
}
