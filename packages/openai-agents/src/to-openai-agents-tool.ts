import { tool as agentsTool, type FunctionTool } from '@openai/agents'
import { type AnyTool, egressText, safeStringify } from '@polytool/core'
import { needsApprovalFor } from './approval'
import { OpenAIAgentsToolError } from './errors'
import { createExecute, failureText } from './execute'
import { agentsInputSchema } from './input-schema'
import type { AgentsToolOutput } from './model-output'
import type { OpenAIAgentsToolOptions } from './options'

/** A polytool tool as the Agents SDK runs it: a `FunctionTool` whose result is text or output parts. */
export type OpenAIAgentsTool<Context = unknown> = FunctionTool<Context, any, AgentsToolOutput>

/** The names OpenAI accepts for a function tool. */
const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/

/**
 * Turns one polytool tool into an Agents SDK `FunctionTool` for `new Agent({ tools })`: the
 * OpenAI schema (strict where possible), the model's arguments decoded, the polytool pipeline
 * as `execute`, `requireApproval` as `needsApproval`, and the model output in the SDK's output
 * types. The model calls the tool by its `id`.
 *
 * @param tool - a tool made by `createTool`
 * @param options - strict mode, request context mapping, observer and timeout
 * @returns the SDK's `FunctionTool`
 *
 * @example
 * ```ts fragment
 * import { toOpenAIAgentsTool } from '@polytool/openai-agents'
 * import { Agent, run } from '@openai/agents'
 *
 * declare const weatherTool: import('@polytool/core').AnyTool
 *
 * const agent = new Agent({ name: 'Assistant', tools: [toOpenAIAgentsTool(weatherTool)] })
 * const result = await run(agent, 'Weather in Paris?')
 * ```
 */
export function toOpenAIAgentsTool<Context = unknown>(
  tool: AnyTool,
  options: OpenAIAgentsToolOptions<Context> = {},
): OpenAIAgentsTool<Context> {
  assertTool(tool)
  assertOptions(options)
  const { providerSchema, strict } = agentsInputSchema(tool, options)
  const execute = createExecute(tool, providerSchema, options)
  const made = agentsTool({
    name: tool.id,
    description: tool.description,
    // The emitted schema is frozen and shared; the SDK gets its own copy.
    parameters: structuredClone(providerSchema.schema) as never,
    strict: strict as never,
    execute: execute as never,
    errorFunction: (_runContext, error) => failureText(tool, error, options.observer),
    needsApproval: needsApprovalFor(
      tool,
      providerSchema,
      options.requestContext,
      options.observer,
    ) as never,
    ...timeoutOptions(tool, options),
  })
  // The SDK turns `-` into `_` in names; the model must call the tool by its polytool id.
  return { ...made, name: tool.id } as OpenAIAgentsTool<Context>
}

// The SDK's timeout, with polytool's own text for the model when the call is answered.
function timeoutOptions(tool: AnyTool, options: OpenAIAgentsToolOptions<any>) {
  const { timeoutMs, timeoutBehavior } = options
  if (timeoutMs === undefined) return {}
  if (timeoutBehavior === 'raise_exception') return { timeoutMs, timeoutBehavior }
  return {
    timeoutMs,
    timeoutBehavior: 'error_as_result' as const,
    timeoutErrorFunction: () =>
      egressText('model', `Tool ${tool.id} timed out after ${timeoutMs} ms and was aborted.`),
  }
}

function assertTool(tool: AnyTool): void {
  if (typeof tool?.id !== 'string' || tool.definition === undefined) {
    throw new OpenAIAgentsToolError(
      'INVALID_TOOL',
      `expected a tool made by createTool, received ${tool === null ? 'null' : typeof tool}`,
    )
  }
  if (tool.definition.execute === undefined) {
    throw new OpenAIAgentsToolError(
      'INVALID_TOOL',
      `Tool ${tool.id} has no execute: the Agents SDK runs every function tool it is given`,
    )
  }
  if (!TOOL_NAME.test(tool.id)) {
    throw new OpenAIAgentsToolError(
      'INVALID_TOOL',
      `Tool ${safeStringify(tool.id, { maxLength: 80 })}: OpenAI tool names are 1 to 64 letters, digits, _ or -`,
    )
  }
}

function assertOptions(options: OpenAIAgentsToolOptions<any>): void {
  if (typeof options !== 'object' || options === null) {
    throw new OpenAIAgentsToolError(
      'INVALID_OPTIONS',
      `options must be an object, received ${safeStringify(options, { maxLength: 80 })}`,
    )
  }
  const { requestContext, timeoutMs } = options
  if (requestContext !== undefined && typeof requestContext !== 'function') {
    throw new OpenAIAgentsToolError(
      'INVALID_OPTIONS',
      `options.requestContext must be a function of the run context, received ${typeof requestContext}`,
    )
  }
  if (timeoutMs !== undefined && !(Number.isFinite(timeoutMs) && timeoutMs > 0)) {
    throw new OpenAIAgentsToolError(
      'INVALID_OPTIONS',
      `options.timeoutMs must be a positive number of milliseconds, received ${safeStringify(timeoutMs, { maxLength: 80 })}`,
    )
  }
}
