import type { AjvError, AjvJudge } from '@polytool/conformance'
import type { InexactPart, StandardSchemaV1, Unrepresentable } from '@polytool/core'
import { validateToolInput } from '@polytool/core'
import { escapeKey, localRef } from './local-ref'
import { matchedPatterns } from './pattern-keys'

/** What core says at run time about one emitted schema: losses, and inexact keywords. */
export interface RuntimeGaps {
  /**
   * Reported as unrepresentable (refused by `toJsonSchema` by default), or any other loss the
   * user is told about at a JSON pointer of the emitted schema (a provider emission's warning).
   */
  readonly lossy: readonly Pick<Unrepresentable, 'path'>[]
  /** Reported as inexact: warned about on the console by `toJsonSchema`. */
  readonly inexact: readonly InexactPart[]
}

/** A value on which the tool's validator and Ajv on the emitted schema disagree. */
export interface Disagreement {
  readonly value: unknown
  /** `looser`: the validator accepts what Ajv rejects; `stricter`: the reverse. */
  readonly direction: 'looser' | 'stricter'
  readonly ajvErrors: readonly AjvError[]
  readonly libraryIssues: readonly {
    readonly path: readonly (string | number)[]
    readonly message: string
  }[]
  /** Whether Ajv counting string lengths in UTF-16 units, as JavaScript does, agrees with the validator. */
  readonly utf16: boolean
}

/** The tool's verdict (as `tool.execute` validates) against Ajv's, when they differ. */
export async function disagreementOn(
  schema: StandardSchemaV1,
  judge: AjvJudge,
  utf16Judge: AjvJudge,
  value: unknown,
): Promise<Disagreement | undefined> {
  const library = await validateToolInput(schema, structuredClone(value))
  const ajv = judge(structuredClone(value))
  if (library.ok === ajv.ok) return undefined
  return {
    value,
    direction: library.ok ? 'looser' : 'stricter',
    ajvErrors: ajv.errors,
    libraryIssues: library.ok ? [] : library.issues,
    utf16: utf16Judge(structuredClone(value)).ok === library.ok,
  }
}

// Errors that only sum up their branches' errors.
const SUMMARY_KEYWORDS = new Set(['anyOf', 'oneOf', 'if', 'not'])

/**
 * Ajv's verdict on a value against the emitted schema's node at a JSON pointer: which branch of
 * an `anyOf` or `oneOf` a value went.
 */
export type BranchJudge = (pointer: string, value: unknown) => boolean

/**
 * Whether core tells the user about a disagreement at run time: a loss reported at or above the
 * node at fault (refused by default), or an inexact part in the disagreement's direction warned
 * about on the console: for a looser validator, one naming the very keyword and node of each of
 * Ajv's errors; for a stricter one, one at the node of each of the library's issues whose
 * keyword judges the value found there (a `pattern` part covers a string, not a number). An
 * issue under an `anyOf` or `oneOf` is covered at the node of every branch Ajv let the value
 * through, when `branches` tells which.
 */
export function isWarned(
  found: Disagreement,
  gaps: RuntimeGaps,
  schema: object,
  branches?: BranchJudge,
): boolean {
  const lossAbove = (pointer: string) => gaps.lossy.some((loss) => within(pointer, loss.path))
  const inexact = (pointer: string, keyword?: string, instance?: Instance) =>
    gaps.inexact.some(
      (part) =>
        part.path === pointer &&
        (keyword === undefined || part.keyword === keyword) &&
        (instance === undefined || judges(part.keyword, instance)) &&
        (part.direction === 'both' || part.direction === found.direction),
    )
  if (found.direction === 'stricter') {
    return (
      found.libraryIssues.length > 0 &&
      found.libraryIssues.every((issue) =>
        coveredAlong(schema, found.value, issue.path, branches, (pointer, instance) => {
          return lossAbove(pointer) || inexact(pointer, undefined, instance)
        }),
      )
    )
  }
  const errors = found.ajvErrors.filter((error) => !SUMMARY_KEYWORDS.has(error.keyword))
  // Only summaries failed (a `not`, an `anyOf`): a loss reported at or above each of them still
  // tells the user, whatever keyword failed below it.
  if (errors.length === 0) {
    return (
      found.ajvErrors.length > 0 && found.ajvErrors.every((error) => lossAbove(error.schemaPointer))
    )
  }
  return errors.every(
    (error) => lossAbove(error.schemaPointer) || inexact(error.schemaPointer, error.keyword),
  )
}

// The value a library issue's path leads to: `present: false` where the path names a missing
// key (a required key left out).
interface Instance {
  readonly present: boolean
  readonly value: unknown
}

// Keywords that judge one JSON type only: anything else (`type`, `enum`, `const`, `default`,
// the applicators) may refuse a value of any type, or a missing one.
const KEYWORD_TYPES: Readonly<Record<string, 'string' | 'number' | 'array' | 'object'>> = {
  ...Object.fromEntries(
    [
      'pattern',
      'format',
      'minLength',
      'maxLength',
      'contentEncoding',
      'contentMediaType',
      'contentSchema',
    ].map((keyword) => [keyword, 'string']),
  ),
  ...Object.fromEntries(
    ['multipleOf', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'].map((keyword) => [
      keyword,
      'number',
    ]),
  ),
  ...Object.fromEntries(
    [
      'items',
      'prefixItems',
      'additionalItems',
      'contains',
      'minContains',
      'maxContains',
      'minItems',
      'maxItems',
      'uniqueItems',
      'unevaluatedItems',
    ].map((keyword) => [keyword, 'array']),
  ),
  ...Object.fromEntries(
    [
      'properties',
      'required',
      'additionalProperties',
      'patternProperties',
      'propertyNames',
      'minProperties',
      'maxProperties',
      'dependentRequired',
      'dependentSchemas',
      'unevaluatedProperties',
    ].map((keyword) => [keyword, 'object']),
  ),
}

// Whether a keyword judges the value at hand: a string keyword cannot be what refused a number,
// nor any type's keyword a key that is missing.
function judges(keyword: string, instance: Instance): boolean {
  const type = KEYWORD_TYPES[keyword]
  if (type === undefined) return true
  if (!instance.present) return false
  return jsonTypeOf(instance.value) === type
}

function jsonTypeOf(value: unknown): string {
  if (Array.isArray(value)) return 'array'
  if (value === null) return 'null'
  return typeof value === 'bigint' ? 'number' : typeof value
}

// Whether `pointer` is `ancestor` or below it.
function within(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`)
}

type Node = Record<string, unknown>

// Deep enough for any path the proof's values take; a `$ref` cycle that consumes no segment stops.
const MAX_DEPTH = 256

// Whether the node a value path leads to (through properties, tuple items, items, pattern
// properties, additionalProperties and local `$ref`s, as far as the schema says) is covered by `covered`;
// or, at a node with `anyOf` or `oneOf`, whether every branch Ajv lets the value there through
// is covered, the path followed on inside each.
function coveredAlong(
  schema: object,
  value: unknown,
  path: readonly (string | number)[],
  branches: BranchJudge | undefined,
  covered: (pointer: string, instance: Instance) => boolean,
): boolean {
  const walk = (
    node: unknown,
    pointer: string,
    instance: Instance,
    rest: readonly (string | number)[],
    depth: number,
  ): boolean => {
    if (typeof node === 'object' && node !== null && depth < MAX_DEPTH) {
      const current = node as Node
      if (branches !== undefined && instance.present) {
        const taken = takenBranches(current, pointer, instance.value, branches)
        const throughEach = (branch: { node: unknown; pointer: string }) =>
          walk(branch.node, branch.pointer, instance, rest, depth + 1)
        if (taken.length > 0 && taken.every(throughEach)) return true
      }
      const target = localRef(schema, current.$ref)
      if (target !== undefined && walk(target.node, target.pointer, instance, rest, depth + 1)) {
        return true
      }
      const segment = rest[0]
      const steps = segment === undefined ? [] : stepsInto(current, segment, patterns)
      if (steps.length > 0 && segment !== undefined) {
        const child = childOf(instance, segment)
        // Every sub-schema a key's value meets must accept it for Ajv to: a warning at any one
        // of them (its property, a pattern it matches) tells where the validator refuses more.
        return steps.some((step) =>
          walk(step.node, pointer + step.pointer, child, rest.slice(1), depth + 1),
        )
      }
    }
    return covered(pointer, instance)
  }
  const patterns = new Map<string, RegExp | undefined>()
  return walk(schema, '', { present: true, value }, path, 0)
}

// The `anyOf` and `oneOf` branches of a node that Ajv accepts the value against.
function takenBranches(
  node: Node,
  pointer: string,
  value: unknown,
  branches: BranchJudge,
): { node: unknown; pointer: string }[] {
  const taken: { node: unknown; pointer: string }[] = []
  for (const keyword of ['anyOf', 'oneOf']) {
    const list = node[keyword]
    if (!Array.isArray(list)) continue
    list.forEach((branch, index) => {
      const at = `${pointer}/${keyword}/${index}`
      if (branches(at, value)) taken.push({ node: branch, pointer: at })
    })
  }
  return taken
}

function childOf(instance: Instance, segment: string | number): Instance {
  const value = instance.value
  if (!instance.present || typeof value !== 'object' || value === null) {
    return { present: false, value: undefined }
  }
  const key = Array.isArray(value) ? arrayIndexOf(segment, undefined) : segment
  if (key === undefined || !Object.hasOwn(value, key)) return { present: false, value: undefined }
  return { present: true, value: (value as Record<string | number, unknown>)[key] }
}

// The steps of a value path into the schema: each sub-schema that judges the value at
// `segment`, with the pointer segment to it. An object's key meets its property and every
// pattern property whose pattern it matches; `additionalProperties` only when it meets none.
function stepsInto(
  current: Node,
  segment: string | number,
  patterns: Map<string, RegExp | undefined>,
): { node: unknown; pointer: string }[] {
  const properties = current.properties as Node | undefined
  const prefix = current.prefixItems as unknown[] | undefined
  const index = arrayIndexOf(segment, properties)
  if (index !== undefined && prefix !== undefined && index < prefix.length) {
    return [{ node: prefix[index], pointer: `/prefixItems/${index}` }]
  }
  if (index !== undefined && typeof current.items === 'object') {
    return [{ node: current.items, pointer: '/items' }]
  }
  const key = String(segment)
  const steps: { node: unknown; pointer: string }[] = []
  if (typeof properties === 'object' && properties !== null && Object.hasOwn(properties, key)) {
    steps.push({ node: properties[key], pointer: `/properties/${escapeKey(key)}` })
  }
  const patterned = current.patternProperties
  if (typeof patterned === 'object' && patterned !== null) {
    for (const pattern of matchedPatterns(patterned as Node, key, patterns)) {
      const node = (patterned as Node)[pattern]
      steps.push({ node, pointer: `/patternProperties/${escapeKey(pattern)}` })
    }
  }
  if (steps.length === 0 && typeof current.additionalProperties === 'object') {
    steps.push({ node: current.additionalProperties, pointer: '/additionalProperties' })
  }
  return steps
}

// Some libraries (Yup) report array indexes as strings: "0" is an index where no property has
// that name.
function arrayIndexOf(segment: string | number, properties: Node | undefined): number | undefined {
  if (typeof segment === 'number') return segment
  if (properties !== undefined && Object.hasOwn(properties, segment)) return undefined
  return /^(0|[1-9]\d*)$/.test(segment) ? Number(segment) : undefined
}
