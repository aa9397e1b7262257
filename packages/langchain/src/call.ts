import { ToolMessage } from '@langchain/core/messages'
import { isGraphInterrupt } from '@langchain/langgraph'
import {
  type AnyTool,
  type ApprovalGate,
  isToolFailure,
  modelOutputAsText,
  type PipelineLifecycle,
  runHook,
  runToolPipeline,
  ToolAbortedError,
  type ToolCallContext,
  type ToolCallFailure,
  ToolExecutionError,
  type ToolObserver,
} from '@polytool/core'
import type { ProviderSchema } from '@polytool/json-schema'
import { EditedCall, interruptGate } from './approval'
import { LangChainToolError } from './errors'
import { toLangChainContent } from './model-output'
import type { LangChainToolOptions } from './options'
import { type LangChainToolConfig, resolveRequestContext } from './request-context'

/** What the model reads when a tool suspends: LangChain resumes only through approval. */
export interface ToolSuspendedFailure extends ToolCallFailure {
  /** The code of a call that suspended outside a LangGraph run, which cannot resume it. */
  readonly code: 'TOOL_SUSPENDED'
}

/**
 * A converted tool's result, in LangChain's `content_and_artifact` format: what the model reads,
 * and the artifact, which is the validated output (or the failure value) for a UI. A failure
 * comes as a `ToolMessage` with `status: 'error'` that carries both.
 */
export type LangChainToolReturn = [content: unknown, artifact: unknown]

const APPROVED: ApprovalGate = () => true

/**
 * The function a converted tool runs for each call: decode the provider's arguments, then the
 * polytool pipeline (input and request context validation, approval through `interrupt()`,
 * `execute` with the run's abort signal, output validation), then the model output. Nothing is
 * validated or transformed here: only decoded and handed to the pipeline.
 */
export function createCall(
  tool: AnyTool,
  name: string,
  providerSchema: ProviderSchema,
  options: LangChainToolOptions,
) {
  const { observer } = options
  const gated = tool.requireApproval !== undefined && tool.requireApproval !== false
  return async (args: unknown, config: LangChainToolConfig): Promise<LangChainToolReturn> => {
    const toolCallId = config.toolCall?.id ?? ''
    let result: unknown
    try {
      const input = providerSchema.decode(args)
      const made = resolveRequestContext(options.requestContext, config)
      const requestContext = made instanceof Promise ? await made : made
      // Set key by key: spreads of conditional literals cost more than the call's own steps.
      const call: ToolCallContext = {
        requestContext,
        agent: { toolCallId, messages: messagesOf(config.state) },
      }
      if (config.signal !== undefined) call.abortSignal = config.signal
      if (observer !== undefined) call.observer = observer
      if (gated) {
        const stepCalls = stepCallCount(call.agent?.messages ?? [], toolCallId)
        call.approve = interruptGate(name, input, options.approval, { toolCallId, stepCalls })
      }
      const streamed = options.inputStream?.takeStarted(toolCallId) === true
      result = await runCall(tool, name, input, call, streamed)
    } catch (error) {
      if (isGraphInterrupt(error) || isA(error, ToolAbortedError) || isA(error, LangChainToolError))
        throw error
      result = failureOf(tool, error, toolCallId, observer)
    }
    // As text: LangChain sends the model a string, so JSON output is written once.
    const shown = modelOutputAsText(tool, result, observer)
    const { content, isError } = toLangChainContent(shown instanceof Promise ? await shown : shown)
    if (!isError || config.toolCall?.id === undefined) return [content, result]
    const message = new ToolMessage({
      content,
      artifact: result,
      status: 'error',
      tool_call_id: config.toolCall.id,
      name,
    })
    return [message, result]
  }
}

// Each hook runs only when the tool has it: a call without hooks costs no extra turns.
async function runCall(
  tool: AnyTool,
  name: string,
  input: unknown,
  call: ToolCallContext,
  streamed: boolean,
): Promise<unknown> {
  const { observer, abortSignal } = call
  const toolCallId = call.agent?.toolCallId ?? ''
  const hookOptions = () => ({
    toolCallId,
    messages: [],
    ...(abortSignal === undefined ? {} : { abortSignal }),
  })
  if (tool.onInputStart !== undefined && !streamed)
    await runHook(tool, 'onInputStart', hookOptions(), observer)
  let suspended = false
  const lifecycle: PipelineLifecycle = {
    suspended: async () => {
      suspended = true
    },
  }
  if (tool.onInputAvailable !== undefined) {
    lifecycle.inputAvailable = async (validInput: unknown) => {
      await runHook(tool, 'onInputAvailable', { input: validInput, ...hookOptions() }, observer)
    }
  }
  let result: unknown
  try {
    result = await runToolPipeline(tool, input, call, lifecycle)
  } catch (error) {
    if (!(error instanceof EditedCall)) throw error
    result = await runToolPipeline(tool, error.args, { ...call, approve: APPROVED }, lifecycle)
  }
  if (suspended) return suspendedFailure(tool.id)
  if (isToolFailure(result)) return result
  if (tool.onOutput !== undefined) {
    await runHook(
      tool,
      'onOutput',
      {
        output: result,
        toolName: name,
        toolCallId,
        ...(abortSignal === undefined ? {} : { abortSignal }),
      },
      observer,
    )
  }
  return result
}

// Anything thrown past the pipeline becomes the failure the model reads: polytool's own
// `ToolExecutionError`, whose message is safe, or the generic one for anything else (a
// throwing requestContext function, a broken decode).
function failureOf(
  tool: AnyTool,
  error: unknown,
  toolCallId: string,
  observer: ToolObserver | undefined,
): ToolCallFailure {
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
  return { error: true, code: failure.code, message: failure.message }
}

// The conversation as `ToolNode` hands it over: the state's messages, or none.
function messagesOf(state: unknown): unknown[] {
  const messages = (state as { messages?: unknown } | null | undefined)?.messages
  return Array.isArray(messages) ? messages : []
}

// How many tool calls the model made in the step this call belongs to: its AI message's.
function stepCallCount(messages: unknown[], toolCallId: string): number {
  for (let index = messages.length - 1; index >= 0; index--) {
    const calls = (messages[index] as { tool_calls?: unknown } | null)?.tool_calls
    if (!Array.isArray(calls)) continue
    if (calls.some((item) => (item as { id?: unknown } | null)?.id === toolCallId)) {
      return calls.length
    }
  }
  // Not found (a call made outside an agent): one call, the usual unkeyed resume.
  return 1
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
