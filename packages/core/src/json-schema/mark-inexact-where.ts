import { eachSubschema } from './each-subschema'
import { type InexactDirection, markInexact } from './inexact'

/** A keyword (with one value, or any) that a validator does not check exactly, and how. */
export interface InexactRule {
  /** The keyword, e.g. `multipleOf` or `format`. */
  readonly keyword: string
  /** Only nodes where the keyword has this value (e.g. `format: "uri"`); any value when left out. */
  readonly value?: string | number | boolean
  /** Whether the validator accepts more (`looser`), less (`stricter`) or both than the keyword says. */
  readonly direction: InexactDirection
  /** What the validator accepts or refuses beyond the keyword: the tolerance, or an example. */
  readonly message: string
}

/**
 * Tags, with `markInexact`, every node of a converter's output that holds a keyword its
 * validator does not check exactly, so core warns about each with its JSON pointer. Walks only
 * sub-schemas (never `default`, `enum` or other data), each node once, iteratively: a deep or
 * shared output costs one visit per node and no stack.
 *
 * @param schema - The converter's output, before it is returned to core.
 * @param rules - The library's inexact keywords, each with its direction and what differs.
 * @returns The same schema, tagged.
 * @example
 * import { markInexactWhere } from '@polytool/core'
 *
 * const rules = [
 *   { keyword: 'format', value: 'uri', direction: 'looser', message: 'the URL parser accepts "a:"' },
 * ] as const
 * markInexactWhere({ type: 'string', format: 'uri' }, rules)
 */
export function markInexactWhere<T extends object>(schema: T, rules: readonly InexactRule[]): T {
  if (rules.length === 0) return schema
  eachSubschema(schema, inexactTagger(rules))
  return schema
}

/**
 * `markInexactWhere` for one node at a time, for a walk that tags several things at once: a
 * node's tags depend only on its own keywords.
 *
 * @param rules - The library's inexact keywords, each with its direction and what differs.
 * @returns What tags one node, in place.
 */
export function inexactTagger(
  rules: readonly InexactRule[],
): (record: Record<string, unknown>) => void {
  return (record) => {
    for (const rule of rules) {
      const value = record[rule.keyword]
      if (value !== undefined && (rule.value === undefined || value === rule.value)) {
        markInexact(record, rule.keyword, rule.direction, rule.message)
      }
    }
  }
}
