import { pushFields, walkSchema } from '@polytool/core'
import type { TSchema } from 'typebox'

/** Deepest schema node converted; deeper schemas are refused, never a stack overflow. */
export const MAX_SCHEMA_DEPTH = 1_000

/**
 * Whether any node of a TypeBox schema carries a keyword (own key, enumerable or not). Walks the
 * schema with core's `walkSchema`; a schema larger than its cap, or one that throws while it is
 * read, is taken as one that has it (defaults are then filled, codecs decoded: what TypeBox
 * does anyway).
 */
export function hasKeyword(type: TSchema, keyword: string): boolean {
  const outcome = walkSchema(type, {
    visit: (node) => Object.hasOwn(node, keyword) || undefined,
    children: pushFields,
  })
  return outcome.kind !== 'none'
}
