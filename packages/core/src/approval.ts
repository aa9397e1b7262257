import type { ToolCallContext } from './context'
import { egressText } from './egress/egress-text'
import { reportProblem, type ToolObserver } from './observe'
import { RequestContext } from './request-context'
import type { AnyTool, ToolCallDeclined, ToolOptions } from './tool'

/** Answers `requireApproval` for an input; a rule that throws asks for approval (fails closed). */
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
  return createDeclined(tool.id, reason)
}

/** Longest reason of an approver that a declined call repeats. */
const MAX_REASON = 1000

/**
 * The result a declined call gives the model, so it can adapt instead of retrying blindly. The
 * approver's reason goes through the egress gate: it may quote the input or the host's data.
 */
export function createDeclined(toolId: string, reason: string | undefined): ToolCallDeclined {
  const shown =
    typeof reason === 'string' ? egressText('model', reason, { maxLength: MAX_REASON }) : undefined
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
