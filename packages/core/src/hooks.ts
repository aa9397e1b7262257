import { reportProblem, type ToolObserver } from './observe'

/** Fields every input hook receives about the call. */
export interface ToolCallOptions {
  /** The provider's id for this tool call. */
  toolCallId: string
  /** The conversation so far, as the host keeps it. */
  messages: unknown[]
  /** Aborts the call. */
  abortSignal?: AbortSignal
}

/** The lifecycle hooks of a tool, in the order a streamed call invokes them. */
export interface ToolHooks<Input, Output> {
  /** Input streaming has begun; no input text has arrived yet. */
  onInputStart?: (options: ToolCallOptions) => void | PromiseLike<void>
  /**
   * One more piece of input text arrived. `partialInput` is the best-effort parse so far: a
   * live view that later deltas update in place (copying it each time would make streaming
   * quadratic), so copy it to keep a snapshot.
   */
  onInputDelta?: (
    options: { inputTextDelta: string; partialInput?: unknown } & ToolCallOptions,
  ) => void | PromiseLike<void>
  /** The whole input arrived, was parsed and validated. */
  onInputAvailable?: (options: { input: Input } & ToolCallOptions) => void | PromiseLike<void>
  /** `execute` finished successfully. */
  onOutput?: (
    options: { output: Output; toolName: string } & Omit<ToolCallOptions, 'messages'>,
  ) => void | PromiseLike<void>
}

/** The names of the lifecycle hooks. */
export type ToolHookName = keyof ToolHooks<unknown, unknown>

/**
 * Calls one hook in isolation: a hook that throws or rejects is reported (observer or
 * console) and never changes the call's result. Answers whether the hook succeeded.
 *
 * @param tool - the tool whose hook runs
 * @param name - which hook: `onInputStart`, `onInputDelta`, `onInputAvailable` or `onOutput`
 * @param options - what the hook is called with
 * @param observer - where a failing hook is reported; the console when absent
 * @returns whether the hook succeeded
 *
 * @example
 * ```ts fragment
 * import { type AnyTool, runHook } from '@polytool/core'
 *
 * declare const tool: AnyTool
 *
 * await runHook(tool, 'onInputStart', { toolCallId: 'call_1', messages: [] })
 * ```
 */
export async function runHook<Name extends ToolHookName>(
  tool: { id: string } & ToolHooks<any, any>,
  name: Name,
  options: Parameters<NonNullable<ToolHooks<any, any>[Name]>>[0],
  observer?: ToolObserver,
): Promise<boolean> {
  const hook = tool[name] as ((options: unknown) => unknown) | undefined
  if (hook === undefined) return true
  try {
    await hook(options)
    return true
  } catch (error) {
    reportProblem(observer, 'error', `Hook ${name} of tool ${tool.id} failed`, {
      toolId: tool.id,
      hook: name,
      error,
    })
    return false
  }
}
