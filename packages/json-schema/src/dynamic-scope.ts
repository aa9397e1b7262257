import type { Schema } from '@cfworker/json-schema'

/**
 * Keywords whose result depends on more than the schema node and the value: what sibling and
 * parent subschemas evaluated (`unevaluated*`), or where the validation started (`$recursive*`).
 */
const DYNAMIC_KEYWORDS = [
  'unevaluatedProperties',
  'unevaluatedItems',
  '$recursiveRef',
  '$recursiveAnchor',
] as const

const answers = new WeakMap<object, boolean>()

/**
 * Whether any object reachable from `schema` or from the lookup's schemas has a dynamic keyword
 * (see `DYNAMIC_KEYWORDS`); remembered per schema object. It looks into every nested object,
 * keywords' values included: a false "yes" only turns remembering off. The walk keeps its own
 * stack and visits each object once, so neither a deep nor a shared structure can blow it up.
 */
export function usesDynamicScope(
  schema: Schema | boolean,
  lookup: Record<string, Schema | boolean>,
): boolean {
  if (typeof schema === 'boolean') return false
  const known = answers.get(schema)
  if (known !== undefined) return known
  const pending: unknown[] = [schema, ...Object.values(lookup)]
  const seen = new Set<object>()
  let found = false
  while (!found && pending.length > 0) {
    const node = pending.pop()
    if (node === null || typeof node !== 'object' || seen.has(node)) continue
    seen.add(node)
    if (!Array.isArray(node))
      found = DYNAMIC_KEYWORDS.some((keyword) => Object.hasOwn(node, keyword))
    for (const value of Object.values(node)) pending.push(value)
  }
  answers.set(schema, found)
  return found
}
