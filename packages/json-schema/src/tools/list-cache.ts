import type { BuiltEntry } from './build-entry'

/** What a tool list resolves to once built: everything but the caller's own `tools` array. */
export interface ResolvedList<L> {
  readonly built: readonly BuiltEntry[]
  readonly list: L
}

const MAX_LISTS_PER_FIRST_TOOL = 8
const lists = new WeakMap<BuiltEntry, ResolvedList<unknown>[]>()

/**
 * The list resolved earlier for exactly these entries, in this order (the same tools, target and
 * options give the same cached entries). Keyed weakly by the first entry, so it goes with its tool.
 */
export function cachedList<L>(built: readonly BuiltEntry[]): L | undefined {
  const first = built[0]
  if (first === undefined) return undefined
  const found = lists.get(first)?.find((resolved) => sameEntries(resolved.built, built))
  return found?.list as L | undefined
}

/** Remembers a resolved list; a few lists per first tool, the oldest forgotten first. */
export function rememberList<L>(built: readonly BuiltEntry[], list: L): void {
  const first = built[0]
  if (first === undefined) return
  const known = lists.get(first) ?? []
  if (known.length >= MAX_LISTS_PER_FIRST_TOOL) known.shift()
  known.push({ built: [...built], list })
  lists.set(first, known)
}

function sameEntries(left: readonly BuiltEntry[], right: readonly BuiltEntry[]): boolean {
  if (left.length !== right.length) return false
  for (let index = 0; index < left.length; index++) if (left[index] !== right[index]) return false
  return true
}
