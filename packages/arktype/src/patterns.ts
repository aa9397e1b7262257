import { eachSubschema, markUnrepresentable, rewritePatterns } from '@polytool/core'

interface ArkNode {
  readonly kind: string
  readonly rule?: unknown
  readonly flags?: unknown
}

/**
 * Rewrites the patterns ArkType emitted into what its regexes mean under the `u` flag JSON
 * Schema reads with: ArkType copies a regex's `source` and drops its flags, so `/[\d-z]/`
 * emitted a pattern that does not compile with `u`, and `/ab/i` one that refuses "AB". Regexes
 * of one source with different flags cannot be told apart in ArkType's output: their pattern is
 * dropped and tagged unrepresentable (`constraint`).
 *
 * @param json - ArkType's JSON Schema for the type.
 * @param references - Every node of the type (`type.internal.references`).
 * @returns The same JSON Schema, rewritten and tagged.
 */
export function exactPatterns(json: object, references: readonly ArkNode[]): object {
  const regexes = new Map<string, RegExp | typeof AMBIGUOUS>()
  for (const node of references) {
    if (node.kind !== 'pattern' || typeof node.rule !== 'string') continue
    const flags = typeof node.flags === 'string' ? node.flags : ''
    const known = regexes.get(node.rule)
    // ArkType writes a regex's source alone: two regexes of one source, with different flags,
    // cannot be told apart in its output.
    if (known === undefined) regexes.set(node.rule, new RegExp(node.rule, flags))
    else if (known !== AMBIGUOUS && known.flags !== new RegExp('', flags).flags) {
      regexes.set(node.rule, AMBIGUOUS)
    }
  }
  if (regexes.size === 0) return json
  const ambiguous = (source: string) => regexes.get(source) === AMBIGUOUS
  if ([...regexes.keys()].some(ambiguous)) dropAmbiguous(json, ambiguous)
  // ArkType runs `regex.test(data)`, on one regex object whose `lastIndex` a `g` or `y` flag moves.
  return rewritePatterns(
    json,
    (source) => {
      const regex = regexes.get(source)
      return regex === AMBIGUOUS ? undefined : regex
    },
    { use: 'test' },
  )
}

const AMBIGUOUS = Symbol('ambiguous')

const SAME_SOURCE =
  'regexes with this source and different flags are written alike by ArkType: the pattern is dropped, as it cannot say which'

// A pattern (or a `patternProperties` key) whose source stands for regexes with different flags
// is removed, and its node tagged unrepresentable (`constraint`).
function dropAmbiguous(json: object, ambiguous: (source: string) => boolean): void {
  eachSubschema(json, (node) => {
    if (typeof node.pattern === 'string' && ambiguous(node.pattern)) {
      delete node.pattern
      markUnrepresentable(node, 'constraint', SAME_SOURCE)
    }
    const keyed = node.patternProperties
    if (typeof keyed !== 'object' || keyed === null || Array.isArray(keyed)) return
    for (const source of Object.keys(keyed)) {
      if (!ambiguous(source)) continue
      delete (keyed as Record<string, unknown>)[source]
      markUnrepresentable(node, 'constraint', SAME_SOURCE)
    }
  })
}
