import { isObject } from './json-schema'

/**
 * Whether a schema node accepts no value at all: `false`, an empty type list (`type: []`), or a
 * node whose `not` accepts everything (`not: {}`, `not: true`, the spelling converters use for a
 * never type). An empty `enum` is rewritten to `not: {}` when the document is prepared, so it is
 * caught here too.
 */
export function acceptsNothing(schema: unknown): boolean {
  if (schema === false) return true
  if (!isObject(schema)) return false
  if (Array.isArray(schema.type) && schema.type.length === 0) return true
  const { not } = schema
  if (not === true) return true
  if (!isObject(not)) return false
  for (const _key in not) return false
  return true
}
