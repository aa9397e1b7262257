import type { EmittedInput } from './emit-input'
import type { AnthropicTool, ObjectJsonSchema } from './payloads'

/** An Anthropic tool; `input_examples` carry the examples encoded for the emitted schema. */
export function anthropicTool(
  name: string,
  description: string,
  input: EmittedInput,
  examples: Record<string, unknown>[],
): AnthropicTool {
  return {
    name,
    description,
    input_schema: input.emitted.schema as ObjectJsonSchema,
    ...(input.strict ? { strict: true } : {}),
    ...(examples.length > 0 ? { input_examples: examples } : {}),
  }
}
