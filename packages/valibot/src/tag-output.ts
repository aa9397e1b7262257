import {
  droppedProtoEntriesTagger,
  eachSubschema,
  inexactTagger,
  inheritedKeysTagger,
  restoreProtoKeys,
  tagOpenUnion,
} from '@polytool/core'
import { VALIBOT_INEXACT } from './inexact'
import { plainSubschemas } from './plain-subschemas'
import { renameProtoDefinition } from './proto-definition'
import { protoPropertyTagger } from './proto-property'
import { SKIPPED_ENTRIES_MESSAGE, skippedEntriesTagger } from './skipped-keys'

const tagInexact = inexactTagger(VALIBOT_INEXACT)
const tagInheritedKeys = inheritedKeysTagger()
const tagDroppedProtoEntries = droppedProtoEntriesTagger('v.record()', SKIPPED_ENTRIES_MESSAGE)

/**
 * Tags Valibot's converted output: the keys named `__proto__` (`markProtoProperty`), then the
 * unions with an option written as `{}` (`markOpenUnions`), the inexact keywords
 * (`VALIBOT_INEXACT`), the optional keys named after `Object.prototype` members, the records
 * whose `__proto__` entry is dropped, and the entries Valibot skips (`markSkippedEntries`). Each
 * of these tags a node from its own keywords, so they share one walk, each node getting its tags
 * in that order, as from one walk per step; a `__proto__` key the converter lost is given back,
 * and a definition named `__proto__` moved, before it. An output with neither, the usual one, is
 * walked once (`plainSubschemas`), not once to look for them and once to tag.
 *
 * @param converted - The converter's output, changed in place.
 * @param io - The side it was written for.
 * @returns The same schema, tagged.
 */
export function tagValibotOutput<T extends object>(converted: T, io: 'input' | 'output'): T {
  const tagProtoProperty = protoPropertyTagger(io)
  const skipped = skippedEntriesTagger()
  const tag = (node: Record<string, unknown>): void => {
    tagProtoProperty(node)
    tagOpenUnion(node)
    tagInexact(node)
    tagInheritedKeys(node)
    tagDroppedProtoEntries(node)
    skipped.read(node)
  }
  // Most outputs have no key `__proto__`: their nodes are listed and tagged, in one walk.
  const plain = plainSubschemas(converted)
  if (plain === undefined) {
    // Valibot's converter writes `properties[key] = …`, which sets a prototype for `__proto__`.
    renameProtoDefinition(restoreProtoKeys(converted))
    eachSubschema(converted, tag)
  } else {
    for (const node of plain) tag(node)
  }
  skipped.finish()
  return converted
}
