import type { RunContext } from '@openai/agents'
import {
  type AnyTool,
  egressText,
  modelOutputFor,
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
    const requestContext = await resolveRequestContext(
      options.requestContext,
      runContext ?? ({ context: undefined } as RunContext<any>),
    )
    const result = await runToolPipeline(tool, providerSchema.decode(input), {
      requestContext,
      ...(toolCallId === undefined ? {} : { agent: { toolCallId, messages: [] } }),
      ...(signal === undefined ? {} : { abortSignal: signal }),
      ...(observer === undefined ? {} : { observer }),
    })
    return toAgentsToolOutput(await modelOutputFor(tool, result, observer))
  }
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
