import type { RunContext } from '@openai/agents'
import { type AnyTool, validateWith } from '@polytool/core'
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
 * runs the tool.
 */
export function needsApprovalFor(
  tool: AnyTool,
  providerSchema: ProviderSchema<'openai'>,
  requestContext: RequestContextFromRun<any> | undefined,
): NeedsApproval {
  const rule = tool.requireApproval
  if (rule === undefined || rule === false) return false
  if (typeof rule !== 'function') return true
  return async (runContext, input) => {
    const decoded = providerSchema.decode(input)
    const checked =
      tool.inputSchema === undefined
        ? { ok: true as const, value: decoded }
        : await validateWith(tool.inputSchema, decoded)
    if (!checked.ok) return false
    const context = await resolveRequestContext(requestContext, runContext)
    return tool.needsApproval(checked.value, { requestContext: context })
  }
}
