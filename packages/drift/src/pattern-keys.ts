/**
 * The patterns of a `patternProperties` keyword that an object key matches, as Ajv matches
 * them: each compiled with the `u` flag and searched for (unanchored). A pattern that does not
 * compile matches nothing (Ajv refuses the schema it is in).
 *
 * @param patterned - The `patternProperties` keyword's value.
 * @param key - The object key.
 * @param compiled - Patterns already compiled, by source: each is compiled once per use.
 * @returns The matched patterns, in the keyword's order.
 */
export function matchedPatterns(
  patterned: Readonly<Record<string, unknown>>,
  key: string,
  compiled: Map<string, RegExp | undefined>,
): string[] {
  return Object.keys(patterned).filter((pattern) => regexOf(pattern, compiled)?.test(key) === true)
}

function regexOf(pattern: string, compiled: Map<string, RegExp | undefined>): RegExp | undefined {
  if (!compiled.has(pattern)) {
    let regex: RegExp | undefined
    try {
      regex = new RegExp(pattern, 'u')
    } catch {
      regex = undefined
    }
    compiled.set(pattern, regex)
  }
  return compiled.get(pattern)
}
