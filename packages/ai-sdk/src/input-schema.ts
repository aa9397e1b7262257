import type { JsonSchema } from '@polytool/core'
import type { ProviderSchema } from '@polytool/json-schema'
import { type JSONSchema7, jsonSchema, type Schema } from 'ai'

const NO_PARAMETERS: JsonSchema = Object.freeze({
  type: 'object',
  properties: {},
  additionalProperties: false,
})

/**
 * The AI SDK schema: the provider's JSON Schema, and a validate step that only decodes. The
 * tool's own schema validates once, in the polytool pipeline that `execute` runs, so a wrong
 * argument comes back to the model as a `ValidationError` it can read and correct, with
 * polytool's paths and messages; validating here too would turn it into the AI SDK's
 * invalid-call error, skip `execute` and its hooks, and run async validators twice.
 */
export function aiInputSchema(providerSchema: ProviderSchema): Schema<unknown> {
  const schema = providerSchema.schema ?? NO_PARAMETERS
  // The emitted schema is frozen and shared; the AI SDK and its providers get their own copy.
  return jsonSchema<unknown>(() => structuredClone(schema) as JSONSchema7, {
    validate: (value) => ({ success: true, value: providerSchema.decode(value) }),
  })
}
