import {
  type ProviderTarget,
  type ProviderTool,
  toProviderTool,
  toProviderTools,
} from '@polytool/json-schema'
import { type CheckProblem, entryProblems, errorProblem } from './entry-problems'
import type { FoundTool } from './load-tools'

/** What a tool's check describes: the entry sent for it (none when it cannot be built), and its problems. */
export interface SentEntry {
  readonly entry: ProviderTool | undefined
  readonly problems: readonly CheckProblem[]
}

/**
 * Each tool's entry as one request of all the tools sends it, with its problems. Every tool is
 * built on its own first (`toProviderTool`, its own `strict`), so that one that cannot be built
 * is reported by itself and left out of the request. The others are built as one list
 * (`toProviderTools`), whose budgets may send some of them non-strict: such a tool is described
 * by the entry the list sends (`strict: false`, the warnings of its non-strict build and
 * `STRICT_BUDGET`, its own schema checked), never by the strict entry it would have alone. A
 * tool that shares its id with an earlier one cannot be in the same request: it is described as
 * built on its own. When the list cannot be built, its error is added to every tool in it.
 *
 * @param tools - the tools found in the checked modules
 * @param provider - the provider to check them for
 * @returns one entry and its problems per tool, in order
 */
export function entriesAsSent(tools: readonly FoundTool[], provider: ProviderTarget): SentEntry[] {
  const sent = tools.map(({ tool }) => builtAlone(tool, provider))
  const listed = requestPositions(tools, sent)
  let entries: readonly ProviderTool[]
  try {
    entries = toProviderTools(
      listed.map((position) => tools[position]!.tool),
      provider,
    ).entries
  } catch (error) {
    const problem = errorProblem(error)
    for (const position of listed) {
      const alone = sent[position]!
      sent[position] = { entry: alone.entry, problems: [...alone.problems, problem] }
    }
    return sent
  }
  listed.forEach((position, index) => {
    const entry = entries[index]!
    // The list hands back the cached entry built alone unless a budget relaxed it: only a
    // different entry needs its own check.
    if (entry !== sent[position]!.entry) sent[position] = { entry, problems: entryProblems(entry) }
  })
  return sent
}

function builtAlone(tool: FoundTool['tool'], provider: ProviderTarget): SentEntry {
  let entry: ProviderTool
  try {
    entry = toProviderTool(tool, provider)
  } catch (error) {
    return { entry: undefined, problems: [errorProblem(error)] }
  }
  return { entry, problems: entryProblems(entry) }
}

/** The positions of the tools one request holds: built alone, and the first of their id. */
function requestPositions(tools: readonly FoundTool[], sent: readonly SentEntry[]): number[] {
  const ids = new Set<string>()
  const positions: number[] = []
  tools.forEach(({ id }, position) => {
    if (sent[position]!.entry === undefined || ids.has(id)) return
    ids.add(id)
    positions.push(position)
  })
  return positions
}
