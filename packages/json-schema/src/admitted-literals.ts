import { jsonTypeOf, type SchemaNode } from './json-schema'
import { SchemaLimitError } from './limit-error'
import type { CompiledPatterns } from './linear-validate'
import type { SchemaPattern } from './safe-pattern'
import { isMultipleOf } from './vendor/cfworker-validate'

// An `enum` beside `type` or bounds lists values those keywords refuse (an `allOf` of
// `enum: ['s', 1, 7]` and `type: number, maximum: 5` merges into one node that accepts only 1).
// A target that rewrites the enum (as strings for Gemini) keeps the list and drops the rest, so
// the refused members would be offered to the model. Removing them changes nothing the node
// accepts: a member the node's own keywords refuse was never accepted.

type Check = (value: unknown, bound: unknown) => boolean

const NUMBER_BOUNDS: Readonly<Record<string, Check>> = {
  minimum: (value, bound) => (value as number) >= (bound as number),
  maximum: (value, bound) => (value as number) <= (bound as number),
  exclusiveMinimum: (value, bound) => (value as number) > (bound as number),
  exclusiveMaximum: (value, bound) => (value as number) < (bound as number),
  // Judged in decimal, as `fromJsonSchema` judges a value: `0.3` is a multiple of `0.1`, which
  // binary division says it is not, and stays. A bound that is no positive number is no bound.
  multipleOf: (value, bound) =>
    !((bound as number) > 0) ||
    !Number.isFinite(bound) ||
    (Number.isSafeInteger(value) && Number.isSafeInteger(bound)
      ? (value as number) % (bound as number) === 0
      : isMultipleOf(value as number, bound as number)),
}

const STRING_BOUNDS: Readonly<Record<string, Check>> = {
  minLength: (value, bound) => codePoints(value as string) >= (bound as number),
  maxLength: (value, bound) => codePoints(value as string) <= (bound as number),
}

/** What filtering a node's `enum` found. */
export interface AdmittedLiterals {
  /** The members the node's keywords accept, when they refuse some and accept at least one. */
  readonly values: unknown[] | undefined
  /**
   * Why the node's `pattern` could not be checked against string members that everything else
   * accepts (RE2 cannot run it, or it is past the pattern limits): those members stay, and a
   * target that drops the pattern offers them unchecked.
   */
  readonly uncheckedPattern: string | undefined
}

// Most nodes list nothing, or nothing their keywords refuse: one shared, frozen answer.
const ALL_KEPT: AdmittedLiterals = Object.freeze({ values: undefined, uncheckedPattern: undefined })

/**
 * The members of a node's `enum` that its `type`, numeric and length bounds, `multipleOf` (in
 * decimal) and `pattern` (on the linear-time engine) accept, and whether the pattern could be
 * checked against them.
 *
 * @param node - A schema node (hostile: only read).
 * @param patterns - The emission's compiled patterns: a pattern compiled already is reused.
 * @param pointer - The node's JSON pointer, for a pattern past the limits.
 * @returns The accepted members (`undefined`: all of them, or none, and the node is left as it
 *   is), and why the pattern went unchecked, if it did.
 */
export function admittedLiterals(
  node: SchemaNode,
  patterns: CompiledPatterns,
  pointer: string,
): AdmittedLiterals {
  if (!Array.isArray(node.enum) || node.enum.length === 0) return ALL_KEPT
  const pattern =
    typeof node.pattern === 'string' ? patternOf(node.pattern, patterns, pointer) : undefined
  const checked = typeof pattern === 'string' ? undefined : pattern
  let unchecked = false
  const admitted = node.enum.filter((value) => {
    const accepted = admits(node, value, checked)
    if (accepted && typeof value === 'string' && typeof pattern === 'string') unchecked = true
    return accepted
  })
  const values =
    admitted.length === node.enum.length || admitted.length === 0 ? undefined : admitted
  const uncheckedPattern = unchecked ? (pattern as string) : undefined
  return values === undefined && uncheckedPattern === undefined
    ? ALL_KEPT
    : { values, uncheckedPattern }
}

// The pattern on the linear-time engine, or why it cannot run there.
function patternOf(
  source: string,
  patterns: CompiledPatterns,
  pointer: string,
): SchemaPattern | string {
  try {
    const check = patterns.check(source, pointer)
    return check.supported ? check.pattern : check.detail
  } catch (error) {
    if (error instanceof SchemaLimitError) return `${error.code}: past limits.${error.option}`
    throw error
  }
}

function admits(node: SchemaNode, value: unknown, pattern: SchemaPattern | undefined): boolean {
  if (!typeAdmits(node.type, value)) return false
  if (typeof value === 'string' && pattern !== undefined && !pattern.test(value)) return false
  const bounds =
    typeof value === 'number'
      ? NUMBER_BOUNDS
      : typeof value === 'string'
        ? STRING_BOUNDS
        : undefined
  if (bounds === undefined) return true
  for (const keyword in bounds) {
    const bound = node[keyword]
    if (typeof bound === 'number' && !bounds[keyword]!(value, bound)) return false
  }
  return true
}

function typeAdmits(type: unknown, value: unknown): boolean {
  if (type === undefined) return true
  const names = Array.isArray(type) ? type : [type]
  if (!names.every((name) => typeof name === 'string')) return true
  const own = jsonTypeOf(value)
  return names.some((name) => name === own || (name === 'number' && own === 'integer'))
}

function codePoints(text: string): number {
  let count = 0
  for (const _ of text) count++
  return count
}
