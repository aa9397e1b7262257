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
  eachSubschema(schema, inheritedKeysTagger(keys))
  return schema
}

/**
 * `markInheritedKeys` for one node at a time, for a walk that tags several things at once: a
 * node's tags depend only on its own `properties` and `required`.
 *
 * @param keys - The member names the library reads from the prototype; every member but
 *   `__proto__` when left out.
 * @returns What tags one node, in place.
 */
export function inheritedKeysTagger(
  keys: readonly string[] = PROTOTYPE_MEMBER_KEYS,
): (node: Record<string, unknown>) => void {
  return (node) => {
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
  }
}

/**
 * Tags, with `markInexact`, every object that declares a property named `__proto__`, for a
 * library that reads `value.__proto__` (ArkType, Valibot): when the key is missing, it finds
 * `Object.prototype` there. An optional key then refuses `{}` (`properties`, `stricter`), and a
 * required one may accept `{}` without the key (`required`, `looser`), though the emitted
 * schema says otherwise. Core warns of each with its JSON pointer. (`JSON.parse` makes a sent
 * `__proto__` an own key, which the library reads as sent.)
 *
 * @param schema - The converter's output, before it is returned to core.
 * @returns The same schema, tagged.
 * @example
 * import { markProtoKeys } from '@polytool/core'
 *
 * markProtoKeys({ type: 'object', properties: { ['__proto__']: { type: 'string' } } })
 */
export function markProtoKeys<T extends object>(schema: T): T {
  eachSubschema(schema, tagProtoKey)
  return schema
}

/**
 * `markProtoKeys` for one node, for a walk that tags several things at once: a node's tags
 * depend only on its own `properties` and `required`.
 *
 * @param node - A node of the converter's output, changed in place.
 */
export function tagProtoKey(node: Record<string, unknown>): void {
  const properties = node.properties
  if (typeof properties !== 'object' || properties === null) return
  if (!Object.hasOwn(properties, '__proto__')) return
  if (!Array.isArray(node.required) || !node.required.includes('__proto__')) {
    markInexact(node, 'properties', 'stricter', PROTO_OPTIONAL)
  } else if (takesObjects(Object.getOwnPropertyDescriptor(properties, '__proto__')?.value)) {
    markInexact(node, 'required', 'looser', PROTO_REQUIRED)
  }
}

// Object.prototype passes a key whose schema states no type, or one that takes objects.
function takesObjects(property: unknown): boolean {
  if (typeof property !== 'object' || property === null) return true
  const type = (property as { type?: unknown }).type
  if (type === undefined) return true
  return type === 'object' || (Array.isArray(type) && type.includes('object'))
}

const PROTO_OPTIONAL =
  'the optional key "__proto__" must be sent: when it is missing, the validator reads Object.prototype there and refuses the value, so {} fails'
const PROTO_REQUIRED =
  'the required key "__proto__" may be left out: when it is missing, the validator reads Object.prototype there, which passes a key that takes an object'
