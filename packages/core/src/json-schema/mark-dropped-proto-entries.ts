import { eachSubschema } from './each-subschema'
import { markInexact } from './inexact'

/**
 * Tags, with `markInexact`, every object node that admits keys beyond its `properties` (an
 * `additionalProperties` schema: a record, a loose object, a catchall) for a library that checks
 * an entry named `__proto__` there and then leaves it out of the value it returns. JSON.parse
 * makes `"__proto__"` an own key, the emitted schema allows it, and `execute` would never see it:
 * core warns of it with the node's JSON pointer.
 *
 * @param schema - The converter's output, before it is returned to core.
 * @param library - What the library is called in the warning, e.g. `z.record()`.
 * @param message - The warning, for a library that drops other keys too, or checks none of
 *   them: by default, that `library` checks an entry named `__proto__` and then leaves it out.
 * @returns The same schema, tagged.
 * @example
 * import { markDroppedProtoEntries } from '@polytool/core'
 *
 * markDroppedProtoEntries({ type: 'object', additionalProperties: { type: 'number' } }, 'z.record()')
 */
export function markDroppedProtoEntries<T extends object>(
  schema: T,
  library: string,
  message = `${library} checks an entry named "__proto__" and then leaves it out of the value execute gets: send another key`,
): T {
  eachSubschema(schema, droppedProtoEntriesTagger(library, message))
  return schema
}

/**
 * `markDroppedProtoEntries` for one node at a time, for a walk that tags several things at
 * once: a node's tag depends only on its own `additionalProperties`.
 *
 * @param library - What the library is called in the warning, e.g. `z.record()`.
 * @param message - The warning; by default, that `library` checks an entry named `__proto__`
 *   and then leaves it out.
 * @returns What tags one node, in place.
 */
export function droppedProtoEntriesTagger(
  library: string,
  message = `${library} checks an entry named "__proto__" and then leaves it out of the value execute gets: send another key`,
): (node: Record<string, unknown>) => void {
  return (node) => {
    const extra = node.additionalProperties
    if (extra !== true && (typeof extra !== 'object' || extra === null)) return
    markInexact(node, 'additionalProperties', 'looser', message)
  }
}
