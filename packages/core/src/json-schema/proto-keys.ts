import { eachSubschema } from './each-subschema'
import { subschemaShape } from './keywords'

/**
 * Gives back the sub-schema of a key named `__proto__` that a converter lost to a prototype.
 * A converter that builds `properties` by assignment (`properties[key] = schema`) does not add
 * a key `__proto__`: it sets the map's prototype to that key's schema, and a JSON walk then
 * drops the property while `required` still names it. Each map keyword (`properties`,
 * `patternProperties`, `$defs`, …) whose prototype is such a plain object gets it back as an
 * own key, and `Object.prototype` as its prototype. Walks each node once, iteratively.
 *
 * @param schema - A converter's output, changed in place.
 * @returns The same schema.
 * @example
 * import { restoreProtoKeys } from '@polytool/core'
 *
 * const properties: Record<string, object> = {}
 * properties.__proto__ = { type: 'string' } // sets the prototype: the key is lost
 * restoreProtoKeys({ type: 'object', properties }) // `properties` has an own `__proto__` again
 */
export function restoreProtoKeys<T extends object>(schema: T): T {
  eachSubschema(schema, (node) => {
    for (const keyword of Object.keys(node)) {
      if (subschemaShape(keyword) !== 'map') continue
      const map = node[keyword]
      if (typeof map === 'object' && map !== null && !Array.isArray(map)) restoreOne(map)
    }
  })
  return schema
}

function restoreOne(map: object): void {
  const lost: unknown = Object.getPrototypeOf(map)
  if (lost === Object.prototype || lost === null || Object.hasOwn(map, '__proto__')) return
  // Only a schema (a plain object or a boolean) can have been a key's value; a class instance
  // as prototype is something else, left for the JSON walk to refuse.
  if (typeof lost !== 'object' || Array.isArray(lost)) return
  const above = Object.getPrototypeOf(lost)
  if (above !== Object.prototype && above !== null) return
  // A class's prototype (a Map's, a Promise's) is a plain object too, with its constructor.
  if (typeof Object.getOwnPropertyDescriptor(lost, 'constructor')?.value === 'function') return
  Object.setPrototypeOf(map, Object.prototype)
  Object.defineProperty(map, '__proto__', {
    value: lost,
    enumerable: true,
    writable: true,
    configurable: true,
  })
}
