import type { $ZodType } from 'zod/v4/core'

/** What a record's key schema admits, as Zod matches a key against it. */
export interface KeyMembers {
  /** A member takes any string as it is: no key is read as a number. */
  readonly anyString: boolean
  /** A member is a number (`z.number()`, `z.int()`): a key is read as one. */
  readonly numbers: boolean
  /** A number member has a bound or a check its pattern cannot state. */
  readonly bounded: boolean
  /** The number literals and enum values among the members. */
  readonly literals: readonly number[]
}

interface Def {
  readonly type?: unknown
  readonly format?: unknown
  readonly checks?: readonly unknown[]
  readonly options?: readonly $ZodType[]
  readonly innerType?: $ZodType
  readonly in?: $ZodType
  readonly values?: readonly unknown[]
  readonly entries?: Record<string, unknown>
  readonly left?: $ZodType
  readonly right?: $ZodType
}

// Number formats whose range is narrower than the 15 digits a key pattern states.
const BOUNDED_FORMATS = new Set(['int32', 'uint32'])
// Wrappers a key is matched through as their inner schema.
const WRAPPERS = new Set(['optional', 'nullable', 'readonly', 'nonoptional', 'default', 'prefault'])
// Deep enough for any union a key is written with; a deeper one is left as Zod wrote it.
const MAX_DEPTH = 32

/**
 * The members of a record's key schema, through unions and wrappers: whether one takes any
 * string, which are numbers, and which number literals they list.
 *
 * @param key - The record's key schema.
 * @returns What its members admit.
 */
export function keyMembers(key: $ZodType, depth = 0): KeyMembers {
  const found = { anyString: false, numbers: false, bounded: false, literals: [] as number[] }
  const visit = (schema: $ZodType, depth: number): void => {
    if (depth > MAX_DEPTH) return
    const def = schema._zod.def as Def
    if (def.type === 'union') {
      for (const option of def.options ?? []) visit(option, depth + 1)
    } else if (typeof def.type === 'string' && WRAPPERS.has(def.type) && def.innerType) {
      visit(def.innerType, depth + 1)
    } else if (def.type === 'intersection' && def.left && def.right) {
      // A key passes both sides: a number, when both sides take numbers, with both their bounds.
      const left = keyMembers(def.left, depth + 1)
      const right = keyMembers(def.right, depth + 1)
      found.anyString ||= left.anyString && right.anyString
      if (left.numbers && right.numbers) {
        found.numbers = true
        found.bounded ||= left.bounded || right.bounded
      }
      found.literals.push(...left.literals, ...right.literals)
    } else if (def.type === 'pipe' && def.in) {
      visit(def.in, depth + 1)
    } else if (def.type === 'any' || def.type === 'unknown') {
      found.anyString = true
    } else if (def.type === 'string') {
      found.anyString ||= (def.checks?.length ?? 0) === 0
    } else if (def.type === 'number') {
      found.numbers = true
      found.bounded ||=
        (def.checks?.length ?? 0) > 0 ||
        (typeof def.format === 'string' && BOUNDED_FORMATS.has(def.format))
    } else if (def.type === 'literal') {
      for (const value of def.values ?? [])
        if (typeof value === 'number') found.literals.push(value)
    } else if (def.type === 'enum') {
      for (const value of Object.values(def.entries ?? {}))
        if (typeof value === 'number') found.literals.push(value)
    }
  }
  visit(key, depth)
  return found
}
