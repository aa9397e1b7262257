import type { MaybePromise } from './maybe-promise'
import type { RequestContext } from './request-context'
import type { AnyTool } from './tool'
import { validateToolInput } from './validate-tool-input'

/**
 * Asks a tool whether a call needs approval, for a framework that asks before it runs the tool:
 * the rule gets the validated input, as it does everywhere in polytool. Input that fails
 * validation needs no approval, since the pipeline answers it with a `ValidationError` and
 * never runs the tool. The request context is resolved only when the rule is asked.
 *
 * @param tool - the tool about to be called
 * @param input - the call's input, decoded from the provider's strict form: untrusted
 * @param requestContext - gives the call's request context
 * @returns whether the call must be approved before it runs
 * @example
 * import { needsApprovalForInput, RequestContext } from '@polytool/core'
 * import { createTool } from '@polytool/zod'
 * import { z } from 'zod'
 *
 * const refund = createTool({
 *   id: 'refund',
 *   description: 'Refunds an order',
 *   inputSchema: z.object({ amount: z.number() }),
 *   requireApproval: (input) => input.amount > 100,
 *   execute: async (input) => ({ refunded: input.amount }),
 * })
 * await needsApprovalForInput(refund, { amount: 500 }, () => new RequestContext()) // true
 */
export async function needsApprovalForInput(
  tool: AnyTool,
  input: unknown,
  requestContext: () => MaybePromise<RequestContext<any>>,
): Promise<boolean> {
  const checked =
    tool.inputSchema === undefined
      ? { ok: true as const, value: input }
      : await validateToolInput(tool.inputSchema, input)
  if (!checked.ok) return false
  return tool.needsApproval(checked.value, { requestContext: await requestContext() })
}
