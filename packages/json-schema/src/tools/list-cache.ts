/** A tool list resolved once, for exactly these tools (by identity, in order) and options key. */
interface CachedList<L> {
  readonly key: string
  readonly tools: readonly unknown[]
  readonly list: L
}

/** Lists kept per first tool: one per distinct rest of the list, target and options. */
export const MAX_LISTS_PER_FIRST_TOOL = 8

const lists = new WeakMap<object, CachedList<unknown>[]>()

/**
 * The list resolved earlier for exactly these tools, in this order, with this target and options
 * (`key` from `toolCacheKey`). Tools are frozen by `createTool`, so the same tool objects give
 * the same entries: comparing identities is enough, and costs a nanosecond or so per tool, where
 * looking every tool's entry up again cost about 90 ns. Keyed weakly by the first tool, so the
 * lists go with it.
 */
export function cachedList<L>(tools: readonly unknown[], key: string): L | undefined {
  const first = tools[0]
  if (typeof first !== 'object' || first === null) return undefined
  const known = lists.get(first)
  if (known === undefined) return undefined
  for (const cached of known)
    if (cached.key === key && sameTools(cached.tools, tools)) return cached.list as L
  return undefined
}

/** Remembers a resolved list; a few lists per first tool, the oldest forgotten first. */
export function rememberList<L>(tools: readonly unknown[], key: string, list: L): void {
  const first = tools[0]
  if (typeof first !== 'object' || first === null) return
  const known = lists.get(first) ?? []
  if (known.length >= MAX_LISTS_PER_FIRST_TOOL) known.shift()
  // A copy: the caller may change its array afterwards.
  known.push({ key, tools: tools.slice(), list })
  lists.set(first, known)
}

function sameTools(left: readonly unknown[], right: readonly unknown[]): boolean {
  if (left.length !== right.length) return false
  for (let index = 0; index < left.length; index++) if (left[index] !== right[index]) return false
  return true
}
