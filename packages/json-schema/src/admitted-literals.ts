import { jsonTypeOf, type SchemaNode } from './json-schema'
import { checkSchemaPattern, type SchemaPattern } from './safe-pattern'
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

/**
 * The members of a node's `enum` that its `type`, numeric and length bounds, `multipleOf` (in
 * decimal) and `pattern` (on the linear-time engine) accept, when they refuse some and accept at least one; otherwise `undefined` (the node is left as it is).
 *
 * @param node - A schema node (hostile: only read).
 * @returns The accepted members, in their order, or `undefined`.
 */
export function admittedLiterals(node: SchemaNode): unknown[] | undefined {
  if (!Array.isArray(node.enum) || node.enum.length === 0) return undefined
  const pattern = patternOf(node)
  const admitted = node.enum.filter((value) => admits(node, value, pattern))
  return admitted.length === node.enum.length || admitted.length === 0 ? undefined : admitted
}

// The node's `pattern` on the linear-time engine, or `undefined` when it has none or the engine
// cannot run it (that pattern is reported where the node's keywords are emitted; the members stay).
function patternOf(node: SchemaNode): SchemaPattern | undefined {
  if (typeof node.pattern !== 'string') return undefined
  try {
    const check = checkSchemaPattern(node.pattern)
    return check.supported ? check.pattern : undefined
  } catch {
    // Past the pattern limits: refused where the pattern itself is emitted.
    return undefined
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
