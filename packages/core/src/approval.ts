import type { ToolCallContext } from './context'
import { egressText } from './egress/egress-text'
import { reportProblem, type ToolObserver } from './observe'
import { privateTexts } from './private-values'
import { RequestContext } from './request-context'
import type { AnyTool, ToolCallDeclined, ToolOptions } from './tool'

/**
 * Answers `requireApproval` for an input; a rule that throws asks for approval (fails closed).
 *
 * @param toolId - the tool's id, for the log of a throwing rule
 * @param rule - the tool's `requireApproval`: a boolean or a function of the input
 * @param input - the validated input
 * @param requestContext - the call's request context, given to the rule
 * @param observer - where a throwing rule is reported; the console when absent
 * @returns whether the call must be approved before it runs
 */
export async function resolveNeedsApproval(
  toolId: string,
  rule: ToolOptions['requireApproval'],
  input: unknown,
  requestContext: RequestContext<any> = new RequestContext(),
  observer?: ToolObserver,
): Promise<boolean> {
  if (typeof rule !== 'function') return rule === true
  try {
    return (await rule(input, { requestContext })) === true
  } catch (error) {
    reportProblem(
      observer,
      'error',
      `requireApproval of tool ${toolId} threw; approval is required`,
      {
        toolId,
        error,
      },
    )
    return true
  }
}

/**
 * `needsApproval` of every tool without a `requireApproval` rule: the pipeline knows it by
 * identity and skips the approval step. A tool whose `needsApproval` is anything else (its own
 * function, say) is asked, so approval never fails open.
 */
export const neverNeedsApproval = (): Promise<boolean> => Promise.resolve(false)

/** Whether the approval step must ask `tool.needsApproval` at all. */
export function mayNeedApproval(tool: AnyTool): boolean {
  return tool.needsApproval !== neverNeedsApproval
}

/** The approval step of the pipeline: `undefined` to go on, or the declined result. */
export async function gateApproval(
  tool: AnyTool,
  input: unknown,
  requestContext: RequestContext<any>,
  call: ToolCallContext,
): Promise<ToolCallDeclined | undefined> {
  if (call.approve === undefined) return undefined
  if (!(await tool.needsApproval(input, { requestContext }))) return undefined
  const answer = await call.approve({
    toolId: tool.id,
    input,
    ...(call.agent?.toolCallId === undefined ? {} : { toolCallId: call.agent.toolCallId }),
  })
  const approved = typeof answer === 'boolean' ? answer : answer.approved === true
  if (approved) return undefined
  const reason = typeof answer === 'object' ? answer.reason : undefined
  const texts = contextTexts(requestContext)
  // Too many texts to scrub: the reason is withheld rather than shown unscrubbed.
  return createDeclined(tool.id, texts === undefined ? undefined : reason, texts)
}

/**
 * The texts of a request context that a declined reason must not show; `undefined` when there
 * are too many to scrub.
 *
 * @param requestContext - the call's request context
 * @returns its values and nested keys, as `privateTexts` gives them
 */
export function contextTexts(requestContext: RequestContext<any>): string[] | undefined {
  return requestContext.size === 0 ? [] : privateTexts(requestContext.toObject())
}

/** Longest reason of an approver that a declined call repeats. */
const MAX_REASON = 1000

/**
 * The result a declined call gives the model, so it can adapt instead of retrying blindly. The
 * approver's reason goes through the egress gate: it may quote the input or the host's data,
 * the request context's values among them.
 *
 * @param toolId - the declined tool
 * @param reason - the approver's reason, if any
 * @param texts - private texts the reason must not show: the request context's, as
 *   `privateTexts` gives them
 * @returns the declined result
 *
 * @example
 * import { createDeclined } from '@polytool/core'
 *
 * createDeclined('refund', 'over the limit', [])
 */
export function createDeclined(
  toolId: string,
  reason: string | undefined,
  texts?: readonly string[],
): ToolCallDeclined {
  const shown =
    typeof reason === 'string'
      ? egressText('model', reason, { maxLength: MAX_REASON, privateTexts: texts })
      : undefined
  return {
    error: true,
    code: 'TOOL_CALL_DECLINED',
    message: egressText(
      'model',
      `The call to ${toolId} was declined${shown ? `: ${shown}` : ''}. Do not retry it unchanged.`,
    ),
    ...(shown === undefined ? {} : { reason: shown }),
  }
}
