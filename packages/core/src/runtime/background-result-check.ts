import { checkValue, unreadable } from '../check'
import { isPromiseLike } from '../maybe-promise'
import { readOnce } from '../read-once'
import type { AnyTool } from '../tool'
import { type BackgroundExecutor, type BackgroundResult, isInProcessExecutor } from './background'
import type { BackgroundJobSigner } from './background-job-check'
import type { ToolCallFailure } from './outcome'

/**
 * Failures an executor makes itself, without a worker (a lost job, an answer it cannot read):
 * believed unsigned, by code only, with a message of the runtime's own.
 */
const EXECUTOR_FAILURES: Readonly<Record<string, (toolName: string) => string>> = {
  TOOL_INTERRUPTED: (toolName) =>
    `Tool ${toolName} was interrupted before it finished; it may or may not have taken effect, and it was not retried because it is not marked safe to retry.`,
  TOOL_RESULT_INVALID: () => 'The worker answered something that is not a tool call result',
}

/**
 * What a background result may be used as. A result comes from a queue others may write to:
 * with a `jobKey`, only a result its worker signed for this job counts (anything else fails
 * with `BACKGROUND_RESULT_SIGNATURE_INVALID`); and a completed one's output must match the
 * tool's `outputSchema` here too, or the call fails with the output `ValidationError`, its
 * message withheld from the model as for any invalid output. What goes on is the value this
 * check returns, not the one read back: keys the schema strips, or a getter that answers
 * otherwise on a second read, never reach the model. An in-process executor's result is the
 * tool's own pipeline's, in this process: it is used as it is, not validated a second time.
 */
export async function checkBackgroundResult(
  tool: AnyTool,
  jobId: string,
  result: BackgroundResult,
  executor: BackgroundExecutor,
  signer: BackgroundJobSigner | undefined,
): Promise<BackgroundResult> {
  const { toolCallId } = result
  if (signer !== undefined && !isInProcessExecutor(executor)) {
    if (!(await signer.checkResult(jobId, result))) {
      const made = result.status === 'failed' ? EXECUTOR_FAILURES[result.error.code] : undefined
      const error: ToolCallFailure =
        made !== undefined && result.status === 'failed'
          ? { error: true, code: result.error.code, message: made(tool.id) }
          : {
              error: true,
              code: 'BACKGROUND_RESULT_SIGNATURE_INVALID',
              message: `The result of the background call to ${tool.id} is not signed with this runtime's jobKey for its job (unsigned, edited, or from another job): it was refused`,
            }
      return { status: 'failed', toolCallId, error }
    }
  }
  if (result.status !== 'completed' || isInProcessExecutor(executor)) return result
  // Read once, into plain data: a getter, on the result or inside its output, answers the check
  // and nothing after it, even when the schema hands back the very value it was given.
  const limits = tool.validationLimits
  let checking: ReturnType<typeof checkValue<unknown>>
  try {
    checking = checkValue('output', tool.id, tool.outputSchema, readOnce(result.output), limits)
  } catch {
    checking = unreadable('output', tool.id, limits)
  }
  const checked = isPromiseLike(checking) ? await checking : checking
  if (!checked.ok) return { status: 'failed', toolCallId, error: checked.error }
  return { status: 'completed', toolCallId, output: checked.value }
}
