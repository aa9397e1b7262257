import type { ToolExecutionContext as MastraExecutionContext } from '@mastra/core/tools'
import {
  type AnyTool,
  isToolFailure,
  type RequestContext,
  runHook,
  runToolPipeline,
  ToolAbortedError,
  type ToolCallContext,
  ToolExecutionError,
  type ToolObserver,
} from '@polytool/core'
import type { ProviderSchema } from '@polytool/json-schema'
import type { MastraToolOptions } from './options'
import { mapRequestContext } from './request-context'
import { safeFailure } from './safe-failure'

/**
 * The Mastra `execute` of a polytool tool: the model's arguments decoded back from the
 * provider's schema (strict-mode nulls become absent fields, so defaults apply), then the
 * whole polytool pipeline with polytool's `RequestContext`, Mastra's abort signal and Mastra's
 * own `suspend` / `resumeData`. Mastra writes what `execute` returns or throws into its stream
 * chunks and results, which serialise whole objects and cause chains, so it gets only polytool's
 * safe failure: a `ValidationError` becomes `{ error, code, message }` (output refused by
 * `outputSchema` withheld), an exception becomes a `ToolExecutionError` without its `cause`,
 * whose message is the generic one unless the tool threw a `ToolError` or sets `exposeErrors`.
 * The exception itself goes only to the observer.
 */
export function createExecute(
  tool: AnyTool,
  providerSchema: ProviderSchema,
  options: MastraToolOptions,
) {
  const { observer } = options
  const hooked = tool.onInputAvailable !== undefined || tool.onOutput !== undefined
  return async (input: unknown, context: MastraExecutionContext): Promise<unknown> => {
    try {
      const mapped = mapRequestContext(options.requestContext, context?.requestContext, tool.id)
      const requestContext = mapped instanceof Promise ? await mapped : mapped
      const call = callContext(requestContext, context, options)
      const decoded = providerSchema.decode(input)
      const result = hooked
        ? await runWithHooks(tool, decoded, call, observer)
        : await runToolPipeline(tool, decoded, call)
      if (isToolFailure(result)) return safeFailure(tool.id, result)
      assertJsonReadable(tool.id, result)
      return result
    } catch (error) {
      throw safeError(tool, error, context?.agent?.toolCallId, observer)
    }
  }
}

/**
 * The pipeline with the tool's `onInputAvailable` (the validated input) and `onOutput` (the
 * validated output, not after a failure or a suspension). Mastra calls neither itself for a
 * bridged tool: it would give them the model's raw, undecoded arguments.
 */
async function runWithHooks(
  tool: AnyTool,
  input: unknown,
  call: ToolCallContext,
  observer: ToolObserver | undefined,
): Promise<unknown> {
  const toolCallId = call.agent?.toolCallId ?? ''
  const abort = call.abortSignal === undefined ? {} : { abortSignal: call.abortSignal }
  let suspended = false
  const result = await runToolPipeline(tool, input, call, {
    inputAvailable: (validInput) =>
      runHook(
        tool,
        'onInputAvailable',
        { input: validInput, toolCallId, messages: call.agent?.messages ?? [], ...abort },
        observer,
      ).then(() => undefined),
    suspended: async () => {
      suspended = true
    },
  })
  if (suspended || isToolFailure(result)) return result
  await runHook(
    tool,
    'onOutput',
    { output: result, toolName: tool.id, toolCallId, ...abort },
    observer,
  )
  return result
}

function callContext(
  requestContext: RequestContext<any>,
  context: MastraExecutionContext | undefined,
  options: MastraToolOptions,
): ToolCallContext {
  const call: ToolCallContext = { requestContext }
  if (context?.abortSignal !== undefined) call.abortSignal = context.abortSignal
  if (options.observer !== undefined) call.observer = options.observer
  const { agent, workflow } = context ?? {}
  if (agent !== undefined) {
    call.agent = {
      toolCallId: agent.toolCallId,
      messages: agent.messages,
      suspend: agent.suspend as never,
      ...(agent.resumeData === undefined ? {} : { resumeData: agent.resumeData }),
      ...(agent.threadId === undefined ? {} : { threadId: agent.threadId }),
      ...(agent.resourceId === undefined ? {} : { resourceId: agent.resourceId }),
    }
  } else if (workflow !== undefined) {
    call.workflow = {
      runId: workflow.runId,
      workflowId: workflow.workflowId,
      state: workflow.state,
      setState: workflow.setState,
      suspend: workflow.suspend as never,
      ...(workflow.resumeData === undefined ? {} : { resumeData: workflow.resumeData }),
    }
  } else if (context?.suspend !== undefined) {
    // A tool run by a workflow step's `createStep(tool)` gets `suspend` at the top level.
    call.workflow = {
      suspend: context.suspend as never,
      ...(context.resumeData === undefined ? {} : { resumeData: context.resumeData }),
    }
  }
  return call
}

// Mastra reads the output again (its output schema check, its chunks): a getter or `toJSON`
// that throws there would put its message in front of the model, so such output is refused
// here with the generic message and the exception kept for the observer.
function assertJsonReadable(toolId: string, output: unknown): void {
  try {
    JSON.stringify(output)
  } catch (error) {
    throw new ToolExecutionError(toolId, error, { withhold: true })
  }
}

// Whatever is thrown here can become model-visible text: only polytool's own errors, whose
// messages are safe, go out; anything else (a throwing request context mapper) is wrapped.
// Mastra serialises an error's cause chain into its stream, so the cause is dropped once the
// observer has it.
function safeError(
  tool: AnyTool,
  error: unknown,
  toolCallId: string | undefined,
  observer: ToolObserver | undefined,
): Error {
  if (isA(error, ToolAbortedError)) return error
  const failure = isA(error, ToolExecutionError)
    ? error
    : new ToolExecutionError(tool.id, error, { expose: tool.definition.exposeErrors === true })
  try {
    observer?.log?.('error', `Tool call ${toolCallId ?? ''} to ${tool.id} failed`, {
      toolId: tool.id,
      ...(toolCallId === undefined ? {} : { toolCallId }),
      error: failure.cause,
    })
  } catch {
    // A broken logger must not change what the model reads.
  }
  delete (failure as { cause?: unknown }).cause
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
