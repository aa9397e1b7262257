import { createTool } from '@mastra/core/tools'
import { type AnyTool, safeStringify, toolJsonSchema } from '@polytool/core'
import { shownInputExamples, toolInputSchema } from '@polytool/json-schema'
import { requireApprovalFor } from './approval'
import { MastraBridgeError } from './errors'
import { createExecute } from './execute'
import { mastraJsonSchema } from './input-schema'
import { mastraModelOutput } from './model-output'
import { MASTRA_PROVIDERS, type MastraProvider, type MastraToolOptions } from './options'
import type { MastraToolFor } from './types'

/**
 * Turns one polytool tool into a Mastra tool for `new Agent({ tools })`, `createStep(tool)` and
 * `tool.execute`: the provider's exact input schema, arguments decoded back before the polytool
 * pipeline runs as `execute`, Mastra's `toModelOutput(output)`, `requireApproval` through
 * Mastra's approval and `suspend` / `resumeData` through Mastra's suspension. The Mastra tool's
 * `id` is the polytool tool's.
 *
 * @param tool - a tool made by polytool's `createTool`
 * @param options - the provider, strict mode, request context mapping and observer
 * @returns the Mastra tool
 *
 * @example
 * ```ts fragment
 * import { toMastraTool } from '@polytool/mastra'
 * import { Agent } from '@mastra/core/agent'
 *
 * declare const weatherTool: import('@polytool/core').AnyTool
 *
 * const agent = new Agent({
 *   id: 'weather',
 *   name: 'Weather',
 *   instructions: 'Answer with the weather.',
 *   model: 'openai/gpt-5',
 *   tools: { weather: toMastraTool(weatherTool, { provider: 'openai', strict: true }) },
 * })
 * ```
 */
export function toMastraTool<T extends AnyTool, P extends MastraProvider = 'openai'>(
  tool: T,
  options: MastraToolOptions<P> = {},
): MastraToolFor<T> {
  assertTool(tool)
  const provider = providerOf(options)
  const strict = options.strict ?? tool.strict
  const providerSchema = toolInputSchema(tool, provider, options.schemaOptions, strict ?? false)
  const requireApproval = requireApprovalFor(tool, providerSchema, options.requestContext)
  // Always an output schema: a workflow step made with `createStep(tool)` needs one.
  const outputSchema = toolJsonSchema(tool, 'outputSchema') ?? ANY_VALUE
  const suspendSchema = toolJsonSchema(tool, 'suspendSchema')
  const resumeSchema = toolJsonSchema(tool, 'resumeSchema')
  const inputExamples = shownInputExamples(tool, options.observer)
  const made = createTool({
    id: tool.id,
    description: tool.description,
    inputSchema: mastraJsonSchema(providerSchema.schema),
    outputSchema: mastraJsonSchema(outputSchema),
    ...(suspendSchema === undefined ? {} : { suspendSchema: mastraJsonSchema(suspendSchema) }),
    ...(resumeSchema === undefined ? {} : { resumeSchema: mastraJsonSchema(resumeSchema) }),
    ...(strict === undefined ? {} : { strict }),
    ...(requireApproval === undefined ? {} : { requireApproval }),
    ...(tool.providerOptions === undefined
      ? {}
      : { providerOptions: tool.providerOptions as Record<string, Record<string, unknown>> }),
    ...(inputExamples === undefined
      ? {}
      : { inputExamples: inputExamples.map((example) => ({ ...example })) as never }),
    ...(tool.definition.execute === undefined
      ? {}
      : { execute: createExecute(tool, providerSchema, options) as never }),
    toModelOutput: mastraModelOutput(tool, options.observer) as never,
  })
  return made as unknown as MastraToolFor<T>
}

const ANY_VALUE = Object.freeze({})

function providerOf(options: MastraToolOptions): MastraProvider {
  const provider = (options as Partial<MastraToolOptions> | undefined)?.provider ?? 'openai'
  if (!MASTRA_PROVIDERS.includes(provider)) {
    throw new MastraBridgeError(
      'INVALID_OPTIONS',
      `options.provider must be one of ${MASTRA_PROVIDERS.join(', ')}, received ${safeStringify(provider, { maxLength: 80 })}`,
    )
  }
  return provider
}

function assertTool(tool: AnyTool): void {
  if (typeof tool?.id !== 'string' || tool.definition === undefined) {
    throw new MastraBridgeError(
      'INVALID_TOOL',
      `Expected a tool made by polytool's createTool, received ${tool === null ? 'null' : typeof tool}`,
    )
  }
}
