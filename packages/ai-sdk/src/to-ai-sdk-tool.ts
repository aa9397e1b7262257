import { type AnyTool, modelOutputFor, safeStringify } from '@polytool/core'
import { shownInputExamples, toolInputSchema } from '@polytool/json-schema'
import { type Tool as AITool, tool as aiTool, dynamicTool, jsonSchema } from 'ai'
import { needsApprovalFor } from './approval'
import { AISDKToolError } from './errors'
import { createExecute } from './execute'
import { inputCallbacks } from './input-callbacks'
import { aiInputSchema } from './input-schema'
import { toAISDKModelOutput } from './model-output'
import { AISDK_PROVIDERS, type AISDKProvider, type AISDKToolOptions } from './options'
import { StreamedInputs } from './streamed-inputs'
import type { AISDKToolFor } from './types'

/**
 * Turns one polytool tool into an AI SDK tool for `generateText` / `streamText`: the provider's
 * exact input schema, arguments decoded back before validation, the polytool pipeline as
 * `execute`, hooks, approval and model output. `name` is the name the model calls (the `id`
 * by default); it is what `onOutput` receives as `toolName`.
 *
 * @param tool - a tool made by `createTool`
 * @param options - `provider`, the model provider the schema is emitted for, and its schema options
 * @param name - the name the model calls; the tool's `id` by default
 * @returns an AI SDK tool for `generateText` and `streamText`
 *
 * @example
 * ```ts fragment
 * import { toAISDKTool } from '@polytool/ai-sdk'
 * import { generateText } from 'ai'
 *
 * declare const weatherTool: import('@polytool/core').AnyTool
 *
 * const result = await generateText({
 *   model: 'openai/gpt-5',
 *   tools: { weather: toAISDKTool(weatherTool, { provider: 'openai', strict: true }) },
 *   prompt: 'Weather in Paris?',
 * })
 * ```
 */
export function toAISDKTool<T extends AnyTool, P extends AISDKProvider>(
  tool: T,
  options: AISDKToolOptions<P>,
  name: string = tool?.id,
): AISDKToolFor<T> {
  assertTool(tool, name)
  assertOptions(options)
  const strict = options.strict ?? tool.strict
  const providerSchema = toolInputSchema(
    tool,
    options.provider,
    options.schemaOptions,
    strict ?? false,
  )
  const inputs = new StreamedInputs()
  const needsApproval = needsApprovalFor(tool, options.requestContext)
  const inputExamples = shownInputExamples(tool, options.observer)
  const common = {
    description: tool.description,
    inputSchema: aiInputSchema(providerSchema),
    ...(strict === undefined ? {} : { strict }),
    ...(tool.providerOptions === undefined
      ? {}
      : { providerOptions: tool.providerOptions as ProviderOptions }),
    ...(inputExamples === undefined ? {} : { inputExamples: [...inputExamples] }),
    ...(needsApproval === undefined ? {} : { needsApproval }),
    ...inputCallbacks(tool, inputs, options.observer),
    toModelOutput: async ({ output }: { output: unknown }) =>
      toAISDKModelOutput(await modelOutputFor(tool, output, options.observer)),
  }
  // A tool without `execute` runs on the client, whose result the AI SDK takes as it comes.
  const definition: AITool<unknown, unknown> =
    tool.definition.execute === undefined
      ? { ...common, outputSchema: jsonSchema({}) }
      : { ...common, execute: createExecute(tool, name, inputs, options) }
  const made = options.dynamic ? dynamicTool(definition as never) : aiTool(definition)
  return made as AISDKToolFor<T>
}

type ProviderOptions = NonNullable<AITool['providerOptions']>

function assertTool(tool: AnyTool, name: string): void {
  if (typeof tool?.id !== 'string' || tool.definition === undefined) {
    throw new AISDKToolError(
      'INVALID_TOOL',
      `Tool ${name}: expected a tool made by createTool, received ${tool === null ? 'null' : typeof tool}`,
    )
  }
}

function assertOptions(options: AISDKToolOptions): void {
  const provider = (options as Partial<AISDKToolOptions> | undefined)?.provider
  if (!AISDK_PROVIDERS.includes(provider as never)) {
    throw new AISDKToolError(
      'INVALID_OPTIONS',
      `options.provider must be one of ${AISDK_PROVIDERS.join(', ')}, received ${safeStringify(provider, { maxLength: 80 })}`,
    )
  }
}
