import { eachSubschema } from './each-subschema'
import type { JsonPatternOptions } from './json-pattern'
import { patternFor } from './pattern-for'

/**
 * Rewrites every `pattern` and `patternProperties` key of a converter's output into what the
 * library's regex means under the `u` flag JSON Schema reads with (`patternFor`), for converters
 * that copy a regex's `source` and drop its flags. `regexOf` names the regex behind an emitted
 * source; a source it returns `undefined` for is left as it is. A regex no pattern can say is
 * removed, and its node tagged unrepresentable; one read inexactly is tagged inexact. Walks
 * sub-schemas only (never `default`, `enum` or a property named `pattern`), each node once,
 * iteratively.
 *
 * @param schema - The converter's output.
 * @param regexOf - The library's regex behind an emitted pattern source, or `undefined`.
 * @param options - How the library runs its regexes (`test` or `search`).
 * @returns The same schema, rewritten.
 * @example
 * import { rewritePatterns } from '@polytool/core'
 *
 * const regexes = new Map([['^[\\d-z]+$', /^[\d-z]+$/i]])
 * rewritePatterns({ type: 'string', pattern: '^[\\d-z]+$' }, (source) => regexes.get(source))
 * // { type: 'string', pattern: '^[\\d\\-zZ]+$' }
 */
export function rewritePatterns<T extends object>(
  schema: T,
  regexOf: (source: string) => RegExp | undefined,
  options: JsonPatternOptions = {},
): T {
  eachSubschema(schema, (record) => rewriteOne(record, regexOf, options))
  return schema
}

function rewriteOne(
  node: Record<string, unknown>,
  regexOf: (source: string) => RegExp | undefined,
  options: JsonPatternOptions,
): void {
  if (typeof node.pattern === 'string') {
    const regex = regexOf(node.pattern)
    if (regex !== undefined) {
      const pattern = patternFor(node, regex, options)
      if (pattern === undefined) delete node.pattern
      else node.pattern = pattern
    }
  }
  const keyed = node.patternProperties
  if (typeof keyed !== 'object' || keyed === null || Array.isArray(keyed)) return
  const properties = keyed as Record<string, unknown>
  for (const source of Object.keys(properties)) {
    const regex = regexOf(source)
    if (regex === undefined) continue
    const value = properties[source]
    delete properties[source]
    const pattern = patternFor(node, regex, options)
    if (pattern !== undefined) properties[pattern] = value
  }
}
