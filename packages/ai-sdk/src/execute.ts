import {
  type AnyTool,
  isValidationError,
  runHook,
  runToolPipeline,
  ToolAbortedError,
  type ToolCallFailure,
  ToolExecutionError,
  type ToolObserver,
} from '@polytool/core'
import type { ToolExecutionOptions } from 'ai'
import { callOptions } from './call-options'
import { startOnce } from './input-callbacks'
import type { AISDKToolOptions } from './options'
import { resolveRequestContext } from './request-context'
import type { StreamedInputs } from './streamed-inputs'

/** What the model reads when a tool suspends: the AI SDK has no way to resume it. */
export interface ToolSuspendedFailure extends ToolCallFailure {
  /** The code of a call that suspended: the AI SDK has no way to resume it. */
  readonly code: 'TOOL_SUSPENDED'
}

/**
 * The AI SDK `execute` of a polytool tool: the whole pipeline (input, request context, resume
 * data and output validation) with the call's abort signal, `onInputAvailable` with the
 * validated input, then `onOutput`. A `ValidationError` is returned as the result, for the
 * model to read and correct; an exception from the tool (`ToolExecutionError`) or an abort
 * (`ToolAbortedError`) is thrown, and the AI SDK reports it as a tool error. The AI SDK sends
 * the thrown error's message to the model, so it is the generic one unless the tool threw a
 * `ToolError` or sets `exposeErrors`; the exception itself is the error's `cause`, and goes to
 * the observer.
 */
export function createExecute(
  tool: AnyTool,
  toolName: string,
  inputs: StreamedInputs,
  options: AISDKToolOptions,
) {
  const { observer } = options
  const run = runCall(tool, toolName, inputs, options)
  return async (input: unknown, execution: ToolExecutionOptions<unknown>): Promise<unknown> => {
    try {
      return await run(input, execution)
    } catch (error) {
      throw safeError(tool, error, execution.toolCallId, observer)
    }
  }
}

function runCall(
  tool: AnyTool,
  toolName: string,
  inputs: StreamedInputs,
  options: AISDKToolOptions,
) {
  const { observer } = options
  return async (input: unknown, execution: ToolExecutionOptions<unknown>): Promise<unknown> => {
    const { toolCallId, messages, abortSignal } = execution
    const hookOptions = callOptions(execution)
    await startOnce(tool, inputs.take(toolCallId), execution, observer)
    const requestContext = await resolveRequestContext(options.requestContext, execution)
    let suspended = false
    const result = await runToolPipeline(
      tool,
      input,
      {
        requestContext,
        agent: { toolCallId, toolName, messages },
        ...(abortSignal === undefined ? {} : { abortSignal }),
        ...(observer === undefined ? {} : { observer }),
      },
      {
        inputAvailable: async (validInput) => {
          await runHook(tool, 'onInputAvailable', { input: validInput, ...hookOptions }, observer)
        },
        suspended: async () => {
          suspended = true
        },
      },
    )
    if (suspended) return suspendedFailure(tool.id)
    if (isValidationError(result)) return result
    await runHook(
      tool,
      'onOutput',
      {
        output: result,
        toolName,
        toolCallId,
        ...(abortSignal === undefined ? {} : { abortSignal }),
      },
      observer,
    )
    return result
  }
}

// Whatever is thrown here becomes model-visible text: only polytool's own errors, whose
// messages are safe, go out; anything else (a throwing requestContext function) is wrapped.
function safeError(
  tool: AnyTool,
  error: unknown,
  toolCallId: string,
  observer: ToolObserver | undefined,
): Error {
  if (isA(error, ToolAbortedError)) return error
  const failure = isA(error, ToolExecutionError)
    ? error
    : new ToolExecutionError(tool.id, error, { expose: tool.definition.exposeErrors === true })
  try {
    observer?.log?.('error', `Tool call ${toolCallId} to ${tool.id} failed`, {
      toolId: tool.id,
      toolCallId,
      error: failure.cause,
    })
  } catch {
    // A broken logger must not change what the model reads.
  }
  return failure
}

function isA<T>(value: unknown, type: abstract new (...args: never[]) => T): value is T {
  try {
    return value instanceof type
  } catch {
    // A proxy whose prototype trap throws.
    return false
  }
}

function suspendedFailure(toolId: string): ToolSuspendedFailure {
  return {
    error: true,
    code: 'TOOL_SUSPENDED',
    message: `Tool ${toolId} suspended to wait for input that this host cannot provide: the call did not finish.`,
  }
}
