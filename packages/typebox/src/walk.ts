import type { TSchema } from 'typebox'

/** Deepest schema node visited; deeper schemas are refused, never a stack overflow. */
export const MAX_SCHEMA_DEPTH = 1_000

/** Whether any node of a TypeBox schema carries a keyword (own key, enumerable or not). */
export function hasKeyword(type: TSchema, keyword: string): boolean {
  const seen = new Set<object>()
  const stack: { node: unknown; depth: number }[] = [{ node: type, depth: 0 }]
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!
    if (typeof node !== 'object' || node === null || seen.has(node) || depth > MAX_SCHEMA_DEPTH)
      continue
    seen.add(node)
    if (Object.hasOwn(node, keyword)) return true
    for (const child of Object.values(node)) stack.push({ node: child, depth: depth + 1 })
  }
  return false
}
