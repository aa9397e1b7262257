import { type AnyTool, type JsonSchema, toolJsonSchema } from '@polytool/core'
import type { ProviderSchemaOptions, ProviderTarget } from '../options'
import { type ProviderSchema, toProviderSchema } from '../to-provider-schema'

const NO_PARAMETERS: JsonSchema = Object.freeze({
  type: 'object',
  properties: Object.freeze({}),
  additionalProperties: false,
})

/**
 * The provider's exact schema for a tool's input, with its decode plan, as an agent framework
 * sends it. `strict` is the decision already taken for the tool (OpenAI and Anthropic only).
 * Gemini defaults to `parametersJsonSchema`, the field the frameworks' Google providers fill; a
 * `mode` in `schemaOptions` still wins. A tool without an input schema takes no parameters.
 *
 * @param tool - The tool whose `inputSchema` is emitted.
 * @param target - The provider the framework talks to.
 * @param schemaOptions - The emitter options the host gave for that provider.
 * @param strict - Whether the tool goes strict (ignored for Gemini and MCP).
 * @returns The emitted schema and its decode plan; cached per schema and options.
 * @throws {ProviderSchemaError} When the schema cannot be emitted for the target, or cannot be
 * strict while `strict` is `true`.
 * @example
 * ```ts
 * import { toolInputSchema } from '@polytool/json-schema'
 * import { createTool } from '@polytool/zod'
 * import { z } from 'zod'
 *
 * const weatherTool = createTool({
 *   id: 'weather',
 *   description: 'Current weather for a city',
 *   inputSchema: z.object({ city: z.string(), days: z.number().optional() }),
 *   execute: async ({ city }) => ({ city, temperature: 21 }),
 * })
 * const { schema, decode } = toolInputSchema(weatherTool, 'openai', {}, true)
 * decode({ city: 'Paris', days: null }) // { city: 'Paris' }
 * ```
 */
export function toolInputSchema<T extends ProviderTarget>(
  tool: AnyTool,
  target: T,
  schemaOptions: ProviderSchemaOptions<T> | undefined,
  strict: boolean,
): ProviderSchema<T> {
  const source = toolJsonSchema(tool, 'inputSchema') ?? NO_PARAMETERS
  return toProviderSchema(source, target, bridgeOptions(target, schemaOptions ?? {}, strict))
}

function bridgeOptions<T extends ProviderTarget>(
  target: T,
  options: ProviderSchemaOptions<T>,
  strict: boolean,
): ProviderSchemaOptions<T> {
  if (target === 'openai' || target === 'anthropic') return { ...options, strict }
  if (target === 'gemini') return { mode: 'parametersJsonSchema', ...options }
  return options
}
