import { eachSubschema, keySchemaMayRefuse, markInexact, markInexactBelow } from '@polytool/core'

/**
 * Why a record's, an object rest's or a loose object's JSON Schema is looser than what `execute`
 * gets: Valibot's `_isValidObjectKey` skips the entries named `__proto__`, `constructor` and
 * `prototype` of the unknown keys it walks, while JSON.parse makes each an own key that the
 * emitted schema checks as any other.
 *
 * @param where - The Valibot schemas at fault, e.g. `a v.looseObject()`.
 * @returns The warning core shows with the node's JSON pointer.
 */
export function skippedKeysMessage(where: string): string {
  return `Valibot skips the entries named "__proto__", "constructor" and "prototype" of ${where}: it neither checks them nor passes them to execute, while the JSON Schema checks them as any other key: send other keys`
}

/** The warning on a node with `additionalProperties`: a record, or an object with a rest. */
export const SKIPPED_ENTRIES_MESSAGE = skippedKeysMessage('a v.record() or v.objectWithRest()')

const SKIPPED_NAMES = ['__proto__', 'constructor', 'prototype']

/**
 * Tags what Valibot's skipped entries (`__proto__`, `constructor`, `prototype`) leave unchecked,
 * from one walk of a converter's output:
 *
 * - below every `additionalProperties` schema (a record's values, an object rest), each judging
 *   keyword, with `markInexactBelow` (`looser`): Valibot never checks the value of a skipped
 *   entry, so a wrong one there passes although the value schema refuses it. The warning then
 *   sits where that value fails, at the value schema's pointer, beside the one
 *   `markDroppedProtoEntries` puts on the object node;
 * - then the key schema (`propertyNames`, `looser`) of every record whose key schema may refuse
 *   a skipped name: the schema refuses that entry, and the tool takes it, unchecked, and leaves
 *   it out of the value `execute` gets. A key schema is judged with the tags of the first step
 *   on it, as when each step walked the output on its own.
 *
 * @param schema - The converter's output, changed in place.
 * @returns The same schema.
 */
export function markSkippedEntries<T extends object>(schema: T): T {
  const tagger = skippedEntriesTagger()
  eachSubschema(schema, tagger.read)
  tagger.finish()
  return schema
}

/** `markSkippedEntries` in two steps, so its walk can be shared with other taggers. */
export interface SkippedEntriesTagger {
  /** Notes what one node of the walk holds; tags nothing yet. */
  read(node: Record<string, unknown>): void
  /** Tags what the walk noted, once every node was read (and tagged by the others). */
  finish(): void
}

/**
 * `markSkippedEntries` for a walk shared with taggers that tag each node as it is read: the
 * nodes are noted during the walk and tagged after it, when the other tags are on them, as when
 * this step walked the output on its own, last.
 *
 * @returns The tagger for one walk of one schema.
 */
export function skippedEntriesTagger(): SkippedEntriesTagger {
  const values: object[] = []
  const keyed: Record<string, unknown>[] = []
  return {
    read(node) {
      const extra = node.additionalProperties
      if (typeof extra === 'object' && extra !== null) values.push(extra)
      const names = node.propertyNames
      if (typeof names === 'object' && names !== null) keyed.push(node)
    },
    finish() {
      for (const value of values) markInexactBelow(value, 'looser', SKIPPED_ENTRIES_MESSAGE)
      for (const node of keyed) {
        if (keySchemaMayRefuse(node.propertyNames, SKIPPED_NAMES)) {
          markInexact(node, 'propertyNames', 'looser', SKIPPED_ENTRIES_MESSAGE)
        }
      }
    },
  }
}
