type Json = Record<string, unknown>

/**
 * The segments of a `#/…` reference as JSON Schema validators (Ajv) read them: split on `/`,
 * each percent-decoded, then unescaped.
 *
 * @param ref - The reference, from its `#`.
 * @returns The segments (none for `#`), or `undefined` for one that is not a pointer.
 */
export function jsonSchemaPointer(ref: string): string[] | undefined {
  const fragment = ref.slice(1)
  if (fragment === '') return []
  if (!fragment.startsWith('/')) return undefined
  try {
    return fragment
      .slice(1)
      .split('/')
      .map((part) => unescapePointer(decodeURIComponent(part)))
  } catch {
    return undefined
  }
}

/**
 * A JSON Pointer segment with its `~1` and `~0` escapes undone.
 *
 * @param part - The segment as written.
 * @returns The key it names.
 */
export function unescapePointer(part: string): string {
  return part.replaceAll('~1', '/').replaceAll('~0', '~')
}

/**
 * The value at a JSON Pointer, reading own keys only.
 *
 * @param node - Where the pointer starts.
 * @param segments - Its keys.
 * @returns The value, or `undefined` where a key is missing.
 */
export function pointerGet(node: unknown, segments: readonly string[]): unknown {
  let current = node
  for (const key of segments) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) {
      return undefined
    }
    current = (current as Json)[key]
  }
  return current
}
