import {
  type Schema,
  type SchemaDraft,
  type ValidationResult,
  validate,
} from '@cfworker/json-schema'
import { schemaPattern } from './safe-pattern'

/**
 * `@cfworker/json-schema`'s `validate`, with every schema pattern on the linear-time RE2 engine.
 *
 * cfworker compiles `pattern` and `patternProperties` keys with the global `RegExp` while it
 * validates, and offers no hook for another engine. For the length of this one synchronous call
 * that constructor answers with `schemaPattern` for the document's own patterns (`patterns`,
 * from `collectPatterns`), so none of them ever runs on JavaScript's backtracking engine; other
 * text, such as a `format: "regex"` string that cfworker only parses, keeps the native
 * constructor. It is restored before anything else can run. A schema pattern RE2 cannot run
 * throws `UnsupportedPatternError`.
 */
export function validateLinear(
  instance: unknown,
  schema: Schema | boolean,
  draft: SchemaDraft,
  lookup: Record<string, Schema | boolean>,
  patterns: ReadonlySet<string>,
): ValidationResult {
  const native = globalThis.RegExp
  const linear = function LinearRegExp(source: unknown, flags?: string) {
    // Called with `new` by cfworker: returning an object makes it the result of `new`.
    return patterns.has(source as string)
      ? schemaPattern(source as string)
      : native(source as string, flags)
  } as unknown as RegExpConstructor
  globalThis.RegExp = linear
  try {
    return validate(instance, schema, draft, lookup, false)
  } finally {
    globalThis.RegExp = native
  }
}

/** Every `pattern` and `patternProperties` key anywhere in a schema document, found without recursion. */
export function collectPatterns(document: unknown): Set<string> {
  const patterns = new Set<string>()
  const pending: unknown[] = [document]
  const seen = new Set<object>()
  while (pending.length > 0) {
    const node = pending.pop()
    if (typeof node !== 'object' || node === null || seen.has(node)) continue
    seen.add(node)
    if (Array.isArray(node)) {
      pending.push(...node)
      continue
    }
    const record = node as Record<string, unknown>
    if (typeof record.pattern === 'string') patterns.add(record.pattern)
    const keyed = record.patternProperties
    if (typeof keyed === 'object' && keyed !== null && !Array.isArray(keyed)) {
      for (const key of Object.keys(keyed)) patterns.add(key)
    }
    for (const key of Object.keys(record)) pending.push(record[key])
  }
  return patterns
}
