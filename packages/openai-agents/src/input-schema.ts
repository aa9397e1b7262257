import { type AnyTool, type JsonSchema, toolJsonSchema } from '@polytool/core'
import { type ProviderSchema, ProviderSchemaError, toProviderSchema } from '@polytool/json-schema'
import type { OpenAIAgentsToolOptions } from './options'

const NO_PARAMETERS: JsonSchema = Object.freeze({
  type: 'object',
  properties: {},
  additionalProperties: false,
})

/** The OpenAI schema a tool is sent with, its decode plan, and whether it is strict. */
export interface AgentsInputSchema {
  readonly providerSchema: ProviderSchema<'openai'>
  readonly strict: boolean
}

/**
 * The OpenAI schema of a tool's input: strict when asked (throwing when the schema cannot be
 * strict), else strict where the schema allows it and non-strict where it does not. The decode
 * plan turns the model's strict-mode arguments (`null` for an optional or defaulted field)
 * back into what the tool's schema expects.
 */
export function agentsInputSchema(
  tool: AnyTool,
  options: OpenAIAgentsToolOptions<any>,
): AgentsInputSchema {
  const source = toolJsonSchema(tool, 'inputSchema') ?? NO_PARAMETERS
  const schemaOptions = options.schemaOptions ?? {}
  const asked = options.strict ?? tool.strict
  if (asked === false) {
    return {
      providerSchema: toProviderSchema(source, 'openai', { ...schemaOptions, strict: false }),
      strict: false,
    }
  }
  try {
    return {
      providerSchema: toProviderSchema(source, 'openai', { ...schemaOptions, strict: true }),
      strict: true,
    }
  } catch (error) {
    if (asked === true || !(error instanceof ProviderSchemaError)) throw error
    return {
      providerSchema: toProviderSchema(source, 'openai', { ...schemaOptions, strict: false }),
      strict: false,
    }
  }
}
