import { rewritePatterns } from '@polytool/core'

interface ArkNode {
  readonly kind: string
  readonly rule?: unknown
  readonly flags?: unknown
}

/**
 * Rewrites the patterns ArkType emitted into what its regexes mean under the `u` flag JSON
 * Schema reads with: ArkType copies a regex's `source` and drops its flags, so `/[\d-z]/`
 * emitted a pattern that does not compile with `u`, and `/ab/i` one that refuses "AB".
 *
 * @param json - ArkType's JSON Schema for the type.
 * @param references - Every node of the type (`type.internal.references`).
 * @returns The same JSON Schema, rewritten and tagged.
 */
export function exactPatterns(json: object, references: readonly ArkNode[]): object {
  const regexes = new Map<string, RegExp>()
  for (const node of references) {
    if (node.kind !== 'pattern' || typeof node.rule !== 'string' || regexes.has(node.rule)) continue
    regexes.set(node.rule, new RegExp(node.rule, typeof node.flags === 'string' ? node.flags : ''))
  }
  if (regexes.size === 0) return json
  // ArkType runs `regex.test(data)`, on one regex object whose `lastIndex` a `g` or `y` flag moves.
  return rewritePatterns(json, (source) => regexes.get(source), { use: 'test' })
}
