import type { RunContext } from '@openai/agents'
import { type AnyTool, needsApprovalForInput, type ToolObserver } from '@polytool/core'
import type { ProviderSchema } from '@polytool/json-schema'
import type { RequestContextFromRun } from './options'
import { resolveRequestContext } from './request-context'

/** The Agents SDK's `needsApproval` of a tool: fixed, or decided from the validated input. */
export type NeedsApproval =
  | boolean
  | ((runContext: RunContext<any>, input: unknown, callId?: string) => Promise<boolean>)

/**
 * Maps `requireApproval` to the Agents SDK's `needsApproval`, so that a call waits as a
 * `RunState` interruption. `true` stays a fixed `true`, which the SDK keeps across a serialised
 * state. A rule gets the decoded, validated input, as everywhere in polytool; input that fails
 * validation needs no approval, since the pipeline answers it with a `ValidationError` and never
 * runs the tool. When the rule cannot be asked (a `requestContext` function or the rule throws),
 * the call fails closed: it needs approval, and the error goes to the observer, never into the
 * run's rejection; an approved call then fails in `execute` with the generic message.
 */
export function needsApprovalFor(
  tool: AnyTool,
  providerSchema: ProviderSchema<'openai'>,
  requestContext: RequestContextFromRun<any> | undefined,
  observer?: ToolObserver,
): NeedsApproval {
  const rule = tool.requireApproval
  if (rule === undefined || rule === false) return false
  if (typeof rule !== 'function') return true
  return async (runContext, input) => {
    try {
      return await needsApprovalForInput(tool, providerSchema.decode(input), () =>
        resolveRequestContext(requestContext, runContext),
      )
    } catch (error) {
      reportRuleFailure(tool.id, error, observer)
      return true
    }
  }
}

function reportRuleFailure(toolId: string, error: unknown, observer: ToolObserver | undefined) {
  try {
    observer?.log?.(
      'error',
      `Approval rule of ${toolId} could not be asked; the call needs approval`,
      {
        toolId,
        error,
      },
    )
  } catch {
    // A broken logger must not change the decision.
  }
}
