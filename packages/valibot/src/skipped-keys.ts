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
