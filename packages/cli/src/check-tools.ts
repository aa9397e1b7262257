import type { ProviderTarget } from '@polytool/json-schema'
import { entriesAsSent } from './entries-as-sent'
import type { CheckProblem } from './entry-problems'
import type { FoundTool } from './load-tools'

export type { CheckProblem } from './entry-problems'

/** The ids that several of the tools share: such tools cannot be sent in one request. */
export function duplicatedIds(tools: readonly FoundTool[]): string[] {
  const seen = new Set<string>()
  const duplicated = new Set<string>()
  for (const { id } of tools) {
    if (seen.has(id)) duplicated.add(id)
    seen.add(id)
  }
  return [...duplicated]
}

/** How a tool fares with one provider. */
export interface CheckCell {
  readonly tool: string
  readonly source: string
  readonly provider: ProviderTarget
  /** `error` beats `non-strict` (strict asked for but dropped), which beats `lossy` (warnings). */
  readonly status: 'ok' | 'lossy' | 'non-strict' | 'error'
  /** Whether the entry is sent strict; `null` when it cannot be built. */
  readonly strict: boolean | null
  readonly problems: readonly CheckProblem[]
}

const NON_STRICT_CODES = new Set(['STRICT_DROPPED', 'STRICT_BUDGET'])

/**
 * Checks every tool against every provider as one request of all the tools sends it (see
 * `entriesAsSent`): the tool's own `strict` (default `true`) unless the request's budgets drop
 * it, the entry's warnings, and `checkProviderSchema` on the schema the entry sends.
 */
export function checkTools(
  tools: readonly FoundTool[],
  providers: readonly ProviderTarget[],
): CheckCell[] {
  return providers.flatMap((provider) =>
    entriesAsSent(tools, provider).map(({ entry, problems }, index) => ({
      tool: tools[index]!.id,
      source: tools[index]!.source,
      provider,
      status: statusOf(problems),
      strict: entry?.strict ?? null,
      problems,
    })),
  )
}

function statusOf(problems: readonly CheckProblem[]): CheckCell['status'] {
  if (problems.some((problem) => problem.level === 'error')) return 'error'
  if (problems.some((problem) => NON_STRICT_CODES.has(problem.code))) return 'non-strict'
  return problems.length > 0 ? 'lossy' : 'ok'
}
