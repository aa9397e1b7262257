import { jsonPattern, markInexact, markUnrepresentable } from '@polytool/core'
import { walkBesideJson } from './beside-json'

type Json = Record<string, unknown>
type TestOptions = {
  readonly name?: unknown
  readonly params?: { readonly regex?: unknown }
  readonly test?: unknown
}

// The tests Yup runs as `value === '' && excludeEmptyString || value.search(regex) !== -1`.
const REGEX_TESTS: ReadonlySet<unknown> = new Set(['matches', 'email', 'url', 'uuid'])
// Those `fromDescription` already writes as admitting "" (`(?:re)|^$`).
const WRITTEN_WITH_EMPTY: ReadonlySet<unknown> = new Set(['email', 'url'])

/**
 * States the regex tests of each Yup string as Yup runs them, from the schema's own tests where
 * `describe()` says less: it lists one test per name, so a second `matches()` was missing, and
 * it does not show `excludeEmptyString`, which lets `""` through. A regex whose pattern would
 * refuse `""` where the test lets it through is written `(?:re)|^$`; a regex left out of the
 * description is added (in `allOf` beside the first), or reported lost (`refinement`) when no
 * pattern matches what it matches.
 *
 * @param schema - The Yup schema.
 * @param json - The JSON Schema written from its description.
 */
export function stateStringPatterns(schema: unknown, json: unknown): void {
  walkBesideJson(schema, json, {
    visit(node, json) {
      if (node.type === 'string') statePatternsAt(node as { tests?: unknown }, json)
      return true
    },
  })
}

function statePatternsAt(node: { tests?: unknown }, json: Json): void {
  if (!Array.isArray(node.tests)) return
  const described = new Set<unknown>()
  for (const test of node.tests) {
    const options = (test as { OPTIONS?: TestOptions } | null)?.OPTIONS
    const regex = options?.params?.regex
    if (!REGEX_TESTS.has(options?.name) || !(regex instanceof RegExp)) continue
    // describe() keeps the first test of each name: that one is written already.
    const first = !described.has(options?.name)
    described.add(options?.name)
    const translated = jsonPattern(regex, { use: 'search' })
    if (translated === undefined) {
      if (!first) lost(json, options?.name)
      continue
    }
    const { pattern, inexact } = translated
    const exact =
      passesEmpty(options?.test) && !admitsEmpty(pattern) ? `(?:${pattern})|^$` : pattern
    if (first) {
      const written = WRITTEN_WITH_EMPTY.has(options?.name) ? `(?:${pattern})|^$` : pattern
      if (written !== exact) replacePattern(json, written, exact)
      continue
    }
    if (inexact !== undefined) markInexact(json, 'pattern', inexact.direction, inexact.message)
    if (json.pattern === undefined) json.pattern = exact
    else json.allOf = [...((json.allOf as unknown[]) ?? []), { pattern: exact }]
  }
}

// Whether Yup's test lets "" through: its own function, on "" (a promise, or a throw, is no).
function passesEmpty(test: unknown): boolean {
  if (typeof test !== 'function') return false
  try {
    return test('') === true
  } catch {
    return false
  }
}

function admitsEmpty(pattern: string): boolean {
  try {
    return new RegExp(pattern, 'u').test('')
  } catch {
    return false
  }
}

function replacePattern(json: Json, written: string, exact: string): void {
  if (json.pattern === written) {
    json.pattern = exact
    return
  }
  const all = Array.isArray(json.allOf) ? (json.allOf as Json[]) : []
  const index = all.findIndex((part) => part?.pattern === written)
  if (index !== -1) all[index] = { ...all[index], pattern: exact }
}

function lost(json: Json, name: unknown): void {
  markUnrepresentable(
    json,
    'refinement',
    `the Yup test "${String(name)}": no JSON Schema pattern matches what its regex matches (flags or syntax)`,
  )
}
