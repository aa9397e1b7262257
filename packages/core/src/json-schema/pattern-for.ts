import { markInexact } from './inexact'
import { type JsonPatternOptions, jsonPattern } from './json-pattern'
import { markUnrepresentable } from './unrepresentable'

/**
 * The JSON Schema `pattern` to write for a library's regex, with the node that holds it tagged
 * for what the pattern cannot say: inexact (core warns) where `jsonPattern` reads some strings
 * differently, unrepresentable (`constraint`, refused by default) where no pattern means the
 * same and the regex's own `source` would mean something else. A converter that copies
 * `regex.source` as is emits Annex B syntax that does not compile under the `u` flag JSON Schema
 * reads with (`[\d-z]`, `a{`), and drops the flags.
 *
 * @param node - The JSON Schema node that holds, or held, the pattern.
 * @param regex - The library's regex, flags and all.
 * @param options - How the library runs it (`test` or `search`).
 * @returns The pattern to write; `undefined` when none is exact, and the node is then tagged.
 * @example
 * import { patternFor } from '@polytool/core'
 *
 * const node: Record<string, unknown> = { type: 'string' }
 * const pattern = patternFor(node, /^[\d-z]+$/)
 * if (pattern !== undefined) node.pattern = pattern // '^[\\d\\-z]+$'
 */
export function patternFor(
  node: object,
  regex: RegExp,
  options: JsonPatternOptions = {},
): string | undefined {
  const translated = jsonPattern(regex, options)
  if (translated === undefined) {
    markUnrepresentable(
      node,
      'constraint',
      `the regex ${String(regex)} has no JSON Schema pattern that matches the same strings (its flags or syntax)`,
    )
    return undefined
  }
  const { pattern, inexact } = translated
  if (inexact !== undefined) markInexact(node, 'pattern', inexact.direction, inexact.message)
  return pattern
}
