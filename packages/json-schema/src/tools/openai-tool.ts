import type { EmittedInput } from './emit-input'
import type { ObjectJsonSchema, OpenAIChatTool, OpenAIResponsesTool } from './payloads'

/**
 * An OpenAI function tool. `strict` is always written: the Responses API treats a missing
 * `strict` as `true`, which a non-strict schema would fail.
 */
export function openAITool(
  api: 'chat-completions' | 'responses',
  name: string,
  description: string,
  input: EmittedInput,
): OpenAIChatTool | OpenAIResponsesTool {
  const parameters = input.emitted.schema as ObjectJsonSchema
  const fields = { name, description, parameters, strict: input.strict }
  return api === 'responses'
    ? { type: 'function', ...fields }
    : { type: 'function', function: fields }
}
