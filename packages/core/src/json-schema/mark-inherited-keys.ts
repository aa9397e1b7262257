import { PROTOTYPE_MEMBER_KEYS } from '../inherited-keys'
import { eachSubschema } from './each-subschema'
import { markInexact } from './inexact'

/**
 * Tags, with `markInexact`, every object whose optional property is named after an
 * `Object.prototype` member (`constructor`, `toString`, `valueOf`, …): a validator that reads
 * `value[key]` finds the inherited function when the key is missing and refuses `{}`, though the
 * emitted schema says the key is optional. Core warns of each with its JSON pointer (direction
 * `stricter`); a required key is exact (`{}` is refused either way, see `refuseInheritedKeys`).
 *
 * @param schema - The converter's output, before it is returned to core.
 * @param keys - The member names the library reads from the prototype; every member but
 *   `__proto__` when left out.
 * @returns The same schema, tagged.
 * @example
 * import { markInheritedKeys } from '@polytool/core'
 *
 * markInheritedKeys({ type: 'object', properties: { constructor: { type: 'string' } } })
 */
export function markInheritedKeys<T extends object>(
  schema: T,
  keys: readonly string[] = PROTOTYPE_MEMBER_KEYS,
): T {
  eachSubschema(schema, (node) => {
    const properties = node.properties
    if (typeof properties !== 'object' || properties === null) return
    const required = Array.isArray(node.required) ? node.required : []
    for (const key of keys) {
      if (!Object.hasOwn(properties, key) || required.includes(key)) continue
      markInexact(
        node,
        'properties',
        'stricter',
        `the optional key "${key}" must be sent: when it is missing, the validator reads Object.prototype's "${key}" (a function) and refuses the value, so {} fails`,
      )
    }
  })
  return schema
}
