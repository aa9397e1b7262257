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
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~')
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined
    node = (node as Record<string, unknown>)[key]
  }
  return node
}
