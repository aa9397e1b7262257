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

/**
 * Whether two JSON-like values are equal, as JSON Schema validators compare schemas: arrays in
 * order, objects by their own enumerable keys in any order; anything else by `Object.is`.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      jsonEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}
