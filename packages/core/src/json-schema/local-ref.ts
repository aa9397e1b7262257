/**
 * The keys of a local reference's JSON pointer (`#/$defs/Tree` → `$defs`, `Tree`), decoded.
 * A percent sign that starts no escape is kept as written rather than thrown on.
 *
 * @param ref - A reference that starts with `#/`.
 * @returns The keys, in order.
 */
export function pointerKeys(ref: string): string[] {
  return ref
    .slice(2)
    .split('/')
    .map((raw) => decodePercent(raw).replaceAll('~1', '/').replaceAll('~0', '~'))
}

function decodePercent(raw: string): string {
  if (!raw.includes('%')) return raw
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/**
 * The node a `$ref` inside the document points at (`#`, `#/$defs/Tree`); `undefined` for any
 * other reference, which points nowhere core can read.
 *
 * @param root - The JSON Schema document the reference is in.
 * @param ref - The reference, a JSON pointer fragment.
 * @returns The node, or `undefined`.
 */
export function resolveLocal(root: object, ref: string): unknown {
  if (!ref.startsWith('#/')) return ref === '#' ? root : undefined
  let node: unknown = root
  for (const key of pointerKeys(ref)) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined
    node = (node as Record<string, unknown>)[key]
  }
  return node
}
