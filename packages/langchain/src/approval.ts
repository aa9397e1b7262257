import { getConfig, interrupt } from '@langchain/langgraph'
import { type ApprovalGate, egressText, safeStringify } from '@polytool/core'
import type { Decision, DecisionType, HITLRequest, HITLResponse } from './approval-shapes'
import { LangChainToolError } from './errors'
import type { ApprovalOptions } from './options'

const ALL_DECISIONS: readonly DecisionType[] = ['approve', 'edit', 'reject']

/** Thrown by the approval gate when the reviewer edited the arguments: the call runs again with them. */
export class EditedCall {
  /** @param args - the reviewer's arguments, validated by the pipeline like the model's */
  constructor(readonly args: Record<string, unknown>) {}
}

/**
 * The value of a polytool approval interrupt: `humanInTheLoopMiddleware`'s request, and the id
 * of the call it is about, so that a reviewer of several pending calls knows which interrupt
 * (resumed by its `id`) is which call.
 */
export interface ApprovalRequest extends HITLRequest {
  /** The model's id of the call under review ('' when LangChain gave none). */
  toolCallId: string
}

/**
 * The request a call that needs approval puts to its reviewer: one action and its review
 * config, shaped as `humanInTheLoopMiddleware` shapes them, so a UI built for the middleware
 * reviews polytool tools too, and the call's id.
 *
 * @param name - the name the model called
 * @param args - the decoded arguments
 * @param options - the allowed decisions and the description
 * @param toolCallId - the model's id of the call
 * @returns the interrupt's value
 *
 * @example
 * import { approvalRequest } from '@polytool/langchain'
 *
 * approvalRequest('pay', { amount: 10 }, {}, 'call_1').toolCallId // 'call_1'
 */
export function approvalRequest(
  name: string,
  args: unknown,
  options: ApprovalOptions = {},
  toolCallId = '',
): ApprovalRequest {
  const shown = typeof args === 'object' && args !== null ? (args as Record<string, unknown>) : {}
  // The reviewer reads the model's arguments: redacted and cut like any text for a UI.
  const description =
    options.description ??
    egressText(
      'ui',
      `Tool execution requires approval\n\nTool: ${name}\nArgs: ${JSON.stringify(shown, null, 2)}`,
    )
  return {
    actionRequests: [{ name, args: shown, description }],
    reviewConfigs: [
      { actionName: name, allowedDecisions: [...(options.allowedDecisions ?? ALL_DECISIONS)] },
    ],
    toolCallId,
  }
}

/** Where the gate finds its call: the call's id and how many calls the model made in its step. */
export interface GateCall {
  /** The id of the call to approve. */
  toolCallId: string
  /** How many tool calls the model made in this step. */
  stepCalls: number
}

/**
 * polytool's approval gate as a LangGraph `interrupt()`. The first time, `interrupt` stops the
 * graph (the checkpointer keeps the call); when the graph is resumed with
 * `new Command({ resume: { decisions: [decision] } })`, LangGraph runs the tool again from the
 * start and `interrupt` answers the decision: approve runs it, reject declines it with the
 * reviewer's message as the reason, edit runs it with the reviewer's arguments.
 *
 * When the model made several calls in one step, each pending call has its own interrupt, and
 * an unkeyed resume would hand the same decision to all of them: the decision must be keyed by
 * the interrupt's id (`new Command({ resume: { [interrupt.id]: { decisions: [decision] } } })`),
 * and an unkeyed one is refused (`INVALID_DECISION`) before any call runs.
 */
export function interruptGate(
  name: string,
  args: unknown,
  options: ApprovalOptions = {},
  call: GateCall = { toolCallId: '', stepCalls: 1 },
): ApprovalGate {
  const allowed = options.allowedDecisions ?? ALL_DECISIONS
  return () => {
    if (call.stepCalls > 1 && unkeyedResume()) {
      throw invalid(
        name,
        `a decision keyed by the interrupt's id: the step made ${call.stepCalls} tool calls, and an unkeyed resume answers all of them`,
      )
    }
    const request = approvalRequest(name, args, options, call.toolCallId)
    const response = interrupt<ApprovalRequest, unknown>(request)
    const decision = decisionOf(response, name, allowed)
    switch (decision.type) {
      case 'approve':
        return true
      case 'reject':
        return decision.message === undefined
          ? { approved: false }
          : { approved: false, reason: decision.message }
      case 'edit':
        throw new EditedCall(decision.editedAction.args)
    }
  }
}

// LangGraph keeps a resume keyed by interrupt id in the task's own resume list, and an
// unkeyed one as the "null resume" every pending interrupt takes. When the scratchpad cannot be
// read, the resume counts as unkeyed: several calls then fail closed.
function unkeyedResume(): boolean {
  let scratchpad: { resume?: unknown[]; nullResume?: unknown } | undefined
  try {
    const configurable = getConfig()?.configurable as { __pregel_scratchpad?: unknown } | undefined
    scratchpad = configurable?.__pregel_scratchpad as typeof scratchpad
  } catch {
    return true
  }
  if (scratchpad === undefined || !Array.isArray(scratchpad.resume)) return true
  return scratchpad.resume.length === 0 && scratchpad.nullResume !== undefined
}

function decisionOf(response: unknown, name: string, allowed: readonly DecisionType[]): Decision {
  const decisions = (response as Partial<HITLResponse> | null | undefined)?.decisions
  if (!Array.isArray(decisions) || decisions.length !== 1) {
    throw invalid(name, `one decision in resume.decisions, received ${shape(decisions)}`)
  }
  const decision = decisions[0] as Partial<Decision> | null
  const type = decision?.type
  if (type === undefined || !allowed.includes(type)) {
    throw invalid(
      name,
      `a decision of type ${allowed.join(', ')}, received ${safeStringify(type, { maxLength: 40 })}`,
    )
  }
  if (type === 'edit') {
    const edited = (decision as { editedAction?: { name?: unknown; args?: unknown } }).editedAction
    if (edited?.name !== name || typeof edited.args !== 'object' || edited.args === null) {
      throw invalid(name, `editedAction with name ${name} and an args object`)
    }
  }
  if (type === 'reject') {
    const message = (decision as { message?: unknown }).message
    if (message !== undefined && typeof message !== 'string') {
      throw invalid(name, `a string message in the reject decision, received ${typeof message}`)
    }
  }
  return decision as Decision
}

function shape(value: unknown): string {
  if (Array.isArray(value)) return `${value.length} decisions`
  return value === null ? 'null' : typeof value
}

function invalid(name: string, expected: string): LangChainToolError {
  return new LangChainToolError(
    'INVALID_DECISION',
    `Approval of tool ${name}: expected ${expected}`,
  )
}
