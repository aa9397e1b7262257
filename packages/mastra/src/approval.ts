import { RequestContext as MastraRequestContext } from '@mastra/core/request-context'
import { type AnyTool, needsApprovalForInput } from '@polytool/core'
import type { ProviderSchema } from '@polytool/json-schema'
import type { RequestContextMapper } from './options'
import { mapRequestContext } from './request-context'

/** Mastra's `requireApproval`: fixed, or decided per call from the input and request context. */
export type MastraRequireApproval =
  | boolean
  | ((input: unknown, context?: { requestContext?: Record<string, unknown> }) => Promise<boolean>)

/**
 * Maps `requireApproval` to Mastra's own `requireApproval`, so Mastra pauses the run and waits
 * for `agent.approveToolCall` / `declineToolCall`. A rule gets the decoded, validated input and
 * polytool's `RequestContext`, as it does everywhere in polytool; input that fails validation
 * needs no approval, since the pipeline answers it with a `ValidationError` and never runs the
 * tool. A rule that throws asks for approval (`tool.needsApproval` fails closed).
 */
export function requireApprovalFor(
  tool: AnyTool,
  providerSchema: ProviderSchema,
  mapper: RequestContextMapper | undefined,
): MastraRequireApproval | undefined {
  const rule = tool.requireApproval
  if (rule === undefined || rule === false) return undefined
  if (typeof rule !== 'function') return true
  return (input, context) =>
    needsApprovalForInput(tool, providerSchema.decode(input), () =>
      // Mastra hands the rule a plain object view of its context: the mapper gets it back as one.
      mapRequestContext(
        mapper,
        new MastraRequestContext(Object.entries(context?.requestContext ?? {}) as never),
        tool.id,
      ),
    )
}
