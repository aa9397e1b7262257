import type { RunContext } from '@openai/agents'
import {
  type AnyTool,
  egressText,
  isToolFailure,
  modelOutputFor,
  RequestContext,
  runToolPipeline,
  ToolExecutionError,
  type ToolObserver,
} from '@polytool/core'
import type { ProviderSchema } from '@polytool/json-schema'
import { type AgentsToolOutput, toAgentsToolOutput } from './model-output'
import type { OpenAIAgentsToolOptions } from './options'
import { resolveRequestContext } from './request-context'

/** What the SDK hands `execute` besides the input: the call item and its abort signal. */
export interface AgentsCallDetails {
  readonly toolCall?: { readonly callId?: string }
  readonly signal?: AbortSignal
}

/**
 * The Agents SDK `execute` of a polytool tool: the model's arguments decoded (strict-mode
 * `null`s back to absent fields and defaults), then the whole polytool pipeline with the run's
 * request context and the call's abort signal (the run's `signal` and the SDK's timeout), then
 * the model output in the SDK's tool output types. A `ValidationError` is returned for the model
 * to read and correct. An abort rethrows the signal's reason, so the SDK ends the call as its
 * own abort or timeout.
 */
export function createExecute(
  tool: AnyTool,
  providerSchema: ProviderSchema<'openai'>,
  options: OpenAIAgentsToolOptions<any>,
) {
  const { observer } = options
  return async (
    input: unknown,
    runContext: RunContext<any> | undefined,
    details?: AgentsCallDetails,
  ): Promise<AgentsToolOutput> => {
    const signal = details?.signal
    const toolCallId = details?.toolCall?.callId
    const made = requestContextOf(options.requestContext, runContext)
    const requestContext = made instanceof RequestContext ? made : await made
    const result = await runToolPipeline(tool, providerSchema.decode(input), {
      requestContext,
      ...(toolCallId === undefined ? {} : { agent: { toolCallId, messages: [] } }),
      ...(signal === undefined ? {} : { abortSignal: signal }),
      ...(observer === undefined ? {} : { observer }),
    })
    return (
      plainJsonText(tool, result) ??
      toAgentsToolOutput(await modelOutputFor(tool, result, observer))
    )
  }
}

// The usual output (no `toModelOutput`, no failure) as the text `modelOutputFor`'s JSON gives,
// without its copy of the value and a turn of waiting; `undefined` sends everything else, and
// a value JSON cannot carry, through `modelOutputFor`.
function plainJsonText(tool: AnyTool, result: unknown): string | undefined {
  if (tool.toModelOutput !== undefined || isToolFailure(result)) return undefined
  if (typeof result === 'string') return result
  try {
    return JSON.stringify(result ?? null)
  } catch {
    return undefined
  }
}

// Most runs map no context: that needs no turn of waiting.
function requestContextOf(
  source: OpenAIAgentsToolOptions<any>['requestContext'],
  runContext: RunContext<any> | undefined,
): RequestContext<any> | Promise<RequestContext<any>> {
  const context = runContext?.context
  if (source === undefined && context instanceof RequestContext) return context
  if (source === undefined && (context === undefined || isEmptyObject(context))) {
    return new RequestContext()
  }
  return resolveRequestContext(source, runContext ?? ({ context } as RunContext<any>))
}

function isEmptyObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return false
  for (const _key in value) return false
  return true
}

/**
 * The text the model reads when the call failed: the generic message, a `ToolError`'s
 * redacted message, or the exception's when the tool sets `exposeErrors`. Anything else thrown
 * (a throwing `requestContext` function) is wrapped the same way, so its text never goes out.
 */
export function failureText(tool: AnyTool, error: unknown, observer?: ToolObserver): string {
  const failure = isA(error, ToolExecutionError)
    ? error
    : new ToolExecutionError(tool.id, error, { expose: tool.definition.exposeErrors === true })
  try {
    observer?.log?.('error', `Tool call to ${tool.id} failed`, {
      toolId: tool.id,
      error: failure.cause,
    })
  } catch {
    // A broken logger must not change what the model reads.
  }
  return egressText('model', failure.message)
}

function isA<T>(value: unknown, type: abstract new (...args: never[]) => T): value is T {
  try {
    return value instanceof type
  } catch {
    // A proxy whose prototype trap throws.
    return false
  }
}
