import {
  droppedProtoEntriesTagger,
  eachSubschema,
  inexactTagger,
  inheritedKeysTagger,
  tagOpenUnion,
} from '@polytool/core'
import {
  SKIPPED_PROTO_ENTRY,
  SKIPPED_PROTO_LIBRARY,
  tagSkippedProtoKeys,
  ZOD_INEXACT,
} from './inexact'
import { stateNumberKeys } from './record-keys'

const tagInexact = inexactTagger(ZOD_INEXACT)
const tagInheritedKeys = inheritedKeysTagger()
const tagDroppedProtoEntries = droppedProtoEntriesTagger(SKIPPED_PROTO_LIBRARY, SKIPPED_PROTO_ENTRY)

/**
 * Finishes Zod's converted output in one walk: the key patterns of records with number keys
 * (`stateNumberKeys`, when `numberKeys` says some were noted), then the unions with an option
 * written as `{}` (`markOpenUnions`), the inexact keywords (`ZOD_INEXACT`), the optional keys
 * Zod reads from `Object.prototype` (a missing `constructor` fails `{}`), and the entries named
 * `__proto__` Zod skips. Each step changes a node from its own keywords (a key pattern, its
 * node's child, is written before the walk reaches it), so each node gets what one walk per
 * step gave it, in that order.
 *
 * @param emitted - The converter's output, changed in place.
 * @param numberKeys - Whether a record with number keys was noted while converting.
 * @returns The same schema, finished.
 */
export function tagZodOutput<T extends object>(emitted: T, numberKeys: boolean): T {
  eachSubschema(emitted, (node) => {
    if (numberKeys) stateNumberKeys(node)
    tagOpenUnion(node)
    tagInexact(node)
    tagInheritedKeys(node)
    tagDroppedProtoEntries(node)
    tagSkippedProtoKeys(node)
  })
  return emitted
}
