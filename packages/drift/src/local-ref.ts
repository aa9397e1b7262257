/**
 * A `$ref` into the same document (`#/$defs/Node`, `#/$defs/a%2Fb`, `#/$defs/a~1b`), resolved
 * as Ajv resolves it: the fragment is split at each `/` first, then each segment is
 * percent-decoded and its JSON-pointer escapes undone (`~1` is `/`, `~0` is `~`), so
 * `a%2Fb` names the key `a/b`, not a key `b` under `a`. A segment whose percent sign starts no
 * escape is kept as written: the schemas judged are untrusted.
 *
 * @param schema - The document the reference is in.
 * @param ref - The `$ref` keyword's value; anything but a string starting with `#` is not local.
 * @returns The node, with its JSON pointer (each key escaped as JSON pointers escape it), or
 *   `undefined` when the reference is not local or leads nowhere.
 */
export function localRef(
  schema: object,
  ref: unknown,
): { node: unknown; pointer: string } | undefined {
  if (typeof ref !== 'string' || !ref.startsWith('#')) return undefined
  const fragment = ref.slice(1)
  if (fragment !== '' && !fragment.startsWith('/')) return undefined
  let node: unknown = schema
  let pointer = ''
  for (const raw of fragment === '' ? [] : fragment.split('/').slice(1)) {
    if (typeof node !== 'object' || node === null) return undefined
    const key = decodePercent(raw).replaceAll('~1', '/').replaceAll('~0', '~')
    if (!Object.hasOwn(node, key)) return undefined
    node = (node as Record<string, unknown>)[key]
    pointer += `/${escapeKey(key)}`
  }
  return { node, pointer }
}

/**
 * A key as one segment of a JSON pointer: `~` written `~0`, `/` written `~1`.
 *
 * @param key - The key.
 * @returns The escaped segment.
 */
export function escapeKey(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1')
}

function decodePercent(raw: string): string {
  if (!raw.includes('%')) return raw
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
