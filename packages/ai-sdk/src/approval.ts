import { type AnyTool, needsApprovalForInput } from '@polytool/core'
import type { ModelMessage } from 'ai'
import type { RequestContextSource } from './options'
import { resolveRequestContext } from './request-context'

/** The AI SDK's `needsApproval` options, as it calls the function. */
interface ApprovalCall {
  toolCallId: string
  messages: ModelMessage[]
  context: unknown
}

/** The AI SDK `needsApproval` of a tool: absent, fixed, or decided from the validated input. */
export type NeedsApproval = boolean | ((input: unknown, call: ApprovalCall) => Promise<boolean>)

/**
 * Maps `requireApproval` to the AI SDK's `needsApproval`. A rule gets the validated input, as
 * it does everywhere in polytool; input that fails validation needs no approval, since the
 * pipeline answers it with a `ValidationError` and never runs the tool.
 */
export function needsApprovalFor(
  tool: AnyTool,
  requestContext: RequestContextSource | undefined,
): NeedsApproval | undefined {
  const rule = tool.requireApproval
  if (rule === undefined || rule === false) return undefined
  if (typeof rule !== 'function') return true
  return (input, call) =>
    needsApprovalForInput(tool, input, () => resolveRequestContext(requestContext, call))
}
