/**
 * The private values of one test file, to scan its telemetry for: the values its fixtures plant
 * on purpose, and every value any request context of the file held (see `request-context-hook.ts`).
 */
const planted = new Set<string>()

/**
 * Shorter values are left out of the automatic collection: a short value (`'pro'`, `'en'`)
 * stands in ordinary text by chance, and a real secret, tenant or session id is longer.
 */
export const MIN_PLANTED_LENGTH = 8

/** Objects deeper than this in a request-context value are not searched for values. */
const MAX_DEPTH = 6

/** At most this many values are collected from one request-context value. */
const MAX_VALUES_PER_ENTRY = 1_000

/**
 * Plants values on purpose: the scan fails the test file if any of them reaches exported
 * telemetry.
 *
 * @param values - private values a fixture puts where telemetry could copy them
 * @returns nothing
 * @example
 * plant('planted-tenant-7f3a91')
 */
export function plant(...values: readonly string[]): void {
  for (const value of values) {
    if (value.length < MIN_PLANTED_LENGTH) {
      throw new Error(
        `a planted value needs ${MIN_PLANTED_LENGTH} characters or more, or it matches by chance: ${JSON.stringify(value)}`,
      )
    }
    planted.add(value)
  }
}

/**
 * Collects a request-context entry's private text: the string values in it, however deep, and
 * the keys of maps inside it (a record keyed by session ids is private too). The entry's own
 * key is a name the host chose (`tenant`, `user`), not a value, and is left out.
 *
 * @param value - the value stored under one request-context key
 * @returns nothing
 */
export function plantContextValue(value: unknown): void {
  let budget = MAX_VALUES_PER_ENTRY
  const seen = new Set<unknown>()
  const add = (text: string) => {
    if (text.length >= MIN_PLANTED_LENGTH) planted.add(text)
  }
  const visit = (node: unknown, depth: number) => {
    if (budget-- <= 0 || depth > MAX_DEPTH) return
    if (typeof node === 'string') return add(node)
    if (typeof node !== 'object' || node === null || seen.has(node)) return
    seen.add(node)
    if (node instanceof Map) {
      for (const [key, each] of node) {
        if (typeof key === 'string') add(key)
        visit(each, depth + 1)
      }
      return
    }
    const prototype = Object.getPrototypeOf(node)
    // Clients and connections in a context are not data: only plain records and lists are.
    if (!Array.isArray(node) && prototype !== Object.prototype && prototype !== null) return
    for (const [key, each] of Object.entries(node)) {
      if (!Array.isArray(node)) add(key)
      visit(each, depth + 1)
    }
  }
  visit(value, 0)
}

/** Every value planted so far in this test file. */
export function plantedValues(): readonly string[] {
  return [...planted]
}
