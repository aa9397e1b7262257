import type { AnyTool } from '@polytool/core'
import { type ProviderSchema, ProviderSchemaError, toolInputSchema } from '@polytool/json-schema'
import type { OpenAIAgentsToolOptions } from './options'

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
  const schemaOptions = options.schemaOptions ?? {}
  const asked = options.strict ?? tool.strict
  if (asked === false) {
    return {
      providerSchema: toolInputSchema(tool, 'openai', schemaOptions, false),
      strict: false,
    }
  }
  try {
    return {
      providerSchema: toolInputSchema(tool, 'openai', schemaOptions, true),
      strict: true,
    }
  } catch (error) {
    if (asked === true || !(error instanceof ProviderSchemaError)) throw error
    return {
      providerSchema: toolInputSchema(tool, 'openai', schemaOptions, false),
      strict: false,
    }
  }
}
