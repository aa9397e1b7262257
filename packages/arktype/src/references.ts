// Each read of ArkType's `references` lists a type's nodes anew (from its record of them by
// id), and the adapter reads them several times as a tool is made: read once per type. A type
// is handed out built, its nodes resolved; its list is shared and never changed here.
const lists = new WeakMap<object, readonly unknown[]>()

/**
 * Every node of an ArkType type (`type.internal.references`), read once per type node.
 *
 * @param internal - The type's root node (`type.internal`); ArkType's nodes are functions.
 * @returns The list, or what `references` holds when it is not a list (left to the caller).
 */
export function referencesOf(internal: unknown): unknown {
  if (typeof internal !== 'function') {
    return (internal as { references?: unknown } | null | undefined)?.references
  }
  const known = lists.get(internal)
  if (known !== undefined) return known
  const read: unknown = (internal as { references?: unknown }).references
  if (Array.isArray(read)) lists.set(internal, read)
  return read
}
