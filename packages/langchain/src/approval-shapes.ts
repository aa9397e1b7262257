/*
 * The request and decision shapes of langchain's `humanInTheLoopMiddleware`, written out so
 * that this package needs no `langchain` at run time. `approval-shapes.test-d.ts` checks that
 * they are the same as langchain's own.
 */

/** A decision a reviewer can make. */
export type DecisionType = 'approve' | 'edit' | 'reject'

/** One call put to a reviewer: the tool's name, its arguments and a description. */
export interface ActionRequest {
  /** The name of the tool to run. */
  name: string
  /** The arguments the model gave it. */
  args: Record<string, any>
  /** What the reviewer is asked, when given. */
  description?: string
}

/** What the reviewer may decide for one action. */
export interface ReviewConfig {
  /** The name of the tool the decisions are for. */
  actionName: string
  /** The decisions allowed: `approve`, `edit`, `reject`. */
  allowedDecisions: DecisionType[]
  /** The JSON Schema an edited call's arguments must follow, when given. */
  argsSchema?: Record<string, any>
}

/** The value of the interrupt: the calls to review and what may be decided for each. */
export interface HITLRequest {
  /** The calls to review. */
  actionRequests: ActionRequest[]
  /** For each tool, the decisions the reviewer may take. */
  reviewConfigs: ReviewConfig[]
}

/** The reviewer's answer, resumed with `new Command({ resume: { decisions } })`. */
export interface HITLResponse {
  /** One decision per call under review, in order. */
  decisions: Decision[]
}

/** Approve, edit (with new arguments) or reject (with a message for the model). */
export type Decision =
  | { type: 'approve' }
  | { type: 'edit'; editedAction: { name: string; args: Record<string, any> } }
  | { type: 'reject'; message?: string }
