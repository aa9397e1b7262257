import {
  ConverterOutputError,
  describeValue,
  handleIfPromise,
  MAX_VALUES,
  valueCounter,
} from './converter-output'
import { freezeFreshSchema, isPlainObject, MAX_DEPTH, NOT_JSON, setOwn } from './freeze-fresh'
import { INEXACT_KEYWORD, type InexactPart, inexactMarksOf } from './inexact'
import { writtenSize } from './json-size'
import { isEmptyPositions, keywordValueProblem, subschemaShape } from './keywords'
import type { JsonSchema } from './types'
import {
  marksOf,
  UNREPRESENTABLE_KEYWORD,
  type Unrepresentable,
  type UnrepresentableHandler,
} from './unrepresentable'

// For these, what a converter leaves in place need not contain every valid value (Valibot keeps
// a transform's input type as its output), so the permissive form is `{}` plus annotations.
const OPENED_CODES: ReadonlySet<string> = new Set(['date', 'bigint', 'type', 'transform'])
const ANNOTATIONS = ['title', 'description']

/** A converted schema that nobody can change, and the parts it does not express exactly. */
export interface FinalSchema {
  readonly schema: JsonSchema
  readonly parts: readonly Unrepresentable[]
  /** The parts whose validator does not check a keyword exactly (tagged with `markInexact`). */
  readonly inexact: readonly InexactPart[]
}

/** How to finalise a converter's output. */
export interface FinalizeOptions {
  /** Called for each tagged part; what it returns replaces the part. */
  readonly replace?: UnrepresentableHandler | undefined
  /**
   * The output's schema nodes were created for this call: freeze them where they are instead
   * of copying them. Data under them (`default`, `enum`, ...) is copied all the same.
   */
  readonly inPlace?: boolean | undefined
  /** No tag was placed while converting: the output needs no search for tags. */
  readonly untagged?: boolean | undefined
}

const NO_PARTS: readonly Unrepresentable[] = Object.freeze([])
const NO_INEXACT: readonly InexactPart[] = Object.freeze([])

/**
 * Turns a converter's output into frozen plain JSON, in one walk: collects the parts tagged
 * with `markUnrepresentable` (with their JSON pointers), and lets `replace` swap them out.
 */
export function finalizeJsonSchema(raw: object, options: FinalizeOptions = {}): FinalSchema {
  if (options.inPlace && options.untagged) {
    try {
      freezeFreshSchema(raw)
      return { schema: raw as JsonSchema, parts: NO_PARTS, inexact: NO_INEXACT }
    } catch (error) {
      // The full walk goes on from here: what the quick walk froze is JSON already.
      if (error !== NOT_JSON) throw error
    }
  }
  return walkJsonSchema(raw, options.replace, options.inPlace ?? false)
}

function walkJsonSchema(
  raw: object,
  replace: UnrepresentableHandler | undefined,
  inPlace: boolean,
): FinalSchema {
  const parts: Unrepresentable[] = []
  const inexact: InexactPart[] = []
  // The path of the node being walked; joined into a pointer only where a part is reported.
  const path: string[] = []

  // A value where a schema belongs: a schema node, or a boolean schema.
  const visitSchema = (value: unknown, copy: boolean): unknown => {
    if (typeof value === 'boolean') return value
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return notSchema(value, 'a schema')
    }
    if (!copy && Object.isFrozen(value)) return sharedFrozen(value)
    checkDepth()
    countValues(1)
    if (!isPlainObject(value)) return notSchema(value, 'a schema')
    for (const mark of inexactMarksOf(value) ?? []) {
      inexact.push({ ...mark, path: pointer() })
    }
    const marks = marksOf(value)
    if (marks === undefined) return visitNode(value, copy)
    let replacement: object | boolean | undefined
    for (const mark of marks) {
      const part = { code: mark.code, path: pointer(), message: mark.message }
      parts.push(part)
      replacement ??= replace?.(part)
    }
    if (typeof replacement === 'boolean') return replacement
    if (replacement !== undefined) return visitNode(checkedReplacement(replacement), true)
    if (marks.some((mark) => OPENED_CODES.has(mark.code))) {
      return visitNode(annotationsOf(value), true)
    }
    return visitNode(value, copy)
  }

  const visitNode = (node: object, copy: boolean): JsonSchema => {
    const source = node as Record<string, unknown>
    const result: Record<string, unknown> = copy ? {} : source
    // Read before the loop: in place, `items` may be written over before `additionalItems`.
    const emptyItems = isEmptyPositions('items', source.items)
    for (const key of Object.keys(source)) {
      const value = valueWithoutEmptyTuple(source, key, emptyItems)
      if (value === undefined || key === UNREPRESENTABLE_KEYWORD || key === INEXACT_KEYWORD) {
        if (!copy) delete result[key]
        continue
      }
      path.push(key)
      const problem = keywordValueProblem(key, value)
      if (problem !== undefined) throw new ConverterOutputError(pointer(), `wrote ${problem}`)
      setOwn(result, key, visitKeyword(key, value, copy))
      path.pop()
    }
    return Object.freeze(result)
  }

  const visitKeyword = (key: string, value: unknown, copy: boolean): unknown => {
    const shape = subschemaShape(key)
    if (shape === undefined) return visitData(value)
    // `items` may hold a list of schemas: draft-07 tuples.
    if (shape === 'schema' && !Array.isArray(value)) return visitSchema(value, copy)
    if (typeof value !== 'object' || value === null || (shape === 'map') === Array.isArray(value)) {
      return notSchema(value, shape === 'map' ? 'an object of schemas' : 'a list of schemas')
    }
    if (!copy && Object.isFrozen(value)) return sharedFrozen(value)
    if (shape === 'map' && !isPlainObject(value)) return notSchema(value, 'an object of schemas')
    return visitContainer(value, copy, (item) => visitSchema(item, copy))
  }

  // Every value of the output is counted, so a huge or sparse one stops at a bound.
  const countValues = valueCounter(() => pointer())

  // A frozen value in place holds only JSON (a shared sub-schema, frozen where it was first
  // met): it is counted at each place that holds it, as it will be written.
  const sharedFrozen = (value: object): object => {
    countValues(writtenSize(value, MAX_VALUES))
    return value
  }

  // What an `onUnrepresentable` handler returned in place of a part: a schema object, read as
  // the converter's output is.
  const checkedReplacement = (replacement: unknown): object => {
    if (typeof replacement === 'object' && replacement !== null && isPlainObject(replacement)) {
      return replacement
    }
    handleIfPromise(replacement)
    throw new ConverterOutputError(
      pointer(),
      `was given ${describeValue(replacement)} by the onUnrepresentable handler, which must return a schema object, a boolean or undefined, synchronously`,
    )
  }

  const notSchema = (value: unknown, expected: string): never => {
    handleIfPromise(value)
    throw new ConverterOutputError(
      pointer(),
      `wrote ${describeValue(value)} where ${expected} belongs`,
    )
  }

  // Data may come from the user's schema: it is always copied, never frozen where it is.
  const visitData = (value: unknown): unknown => {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return value
    if (typeof value === 'number') return Number.isFinite(value) ? value : nonJson(value)
    if (typeof value !== 'object' || !isPlainData(value)) return nonJson(value)
    checkDepth()
    countValues(1)
    return visitContainer(value, true, visitData)
  }

  const visitContainer = (
    container: object,
    copy: boolean,
    visitItem: (item: unknown) => unknown,
  ): object => {
    if (Array.isArray(container)) {
      // A sparse array's length costs nothing to claim: it is counted before it is walked.
      countValues(container.length)
      const result = copy ? new Array<unknown>(container.length) : container
      for (let index = 0; index < container.length; index++) {
        path.push(String(index))
        const item = container[index]
        result[index] = visitItem(item === undefined ? null : item)
        path.pop()
      }
      return Object.freeze(result)
    }
    const source = container as Record<string, unknown>
    const result: Record<string, unknown> = copy ? {} : source
    for (const key of Object.keys(source)) {
      const value = source[key]
      if (value === undefined) {
        if (!copy) delete result[key]
        continue
      }
      path.push(key)
      setOwn(result, key, visitItem(value))
      path.pop()
    }
    return Object.freeze(result)
  }

  const checkDepth = () => {
    if (path.length > MAX_DEPTH) {
      throw new ConverterOutputError(
        pointer(),
        `returned a JSON Schema deeper than ${MAX_DEPTH} levels, or a cyclic one`,
      )
    }
  }

  const nonJson = (value: unknown): null => {
    handleIfPromise(value)
    parts.push({
      code: 'non-json-value',
      path: pointer(),
      message: `the converter emitted ${describe(value)}, which is not JSON; it was replaced by null`,
    })
    return null
  }

  const pointer = () => path.map((segment) => `/${escapePointer(segment)}`).join('')

  const schema = visitSchema(raw, !inPlace) as JsonSchema
  return {
    schema,
    parts: Object.freeze(parts),
    inexact: inexact.length === 0 ? NO_INEXACT : Object.freeze(inexact),
  }
}

/** Escapes one JSON pointer segment (RFC 6901). */
export function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1')
}

function isPlainData(value: object): boolean {
  return Array.isArray(value) || isPlainObject(value)
}

function annotationsOf(node: object): object {
  const kept: Record<string, unknown> = {}
  for (const key of ANNOTATIONS) {
    const value = (node as Record<string, unknown>)[key]
    if (typeof value === 'string') kept[key] = value
  }
  return kept
}

function describe(value: unknown): string {
  if (typeof value === 'number') return String(value)
  if (typeof value === 'bigint') return `the bigint ${value}n`
  if (typeof value === 'object' && value !== null) {
    return `an instance of ${value.constructor?.name ?? 'a class'}`
  }
  return `a ${typeof value}`
}

// A key's value, read once. A tuple with no positions, as converters write it (`prefixItems: []`,
// draft-07's `items: []` beside `additionalItems`), is no valid schema: what follows the
// positions is what every item meets, and the empty list says nothing.
function valueWithoutEmptyTuple(
  source: Record<string, unknown>,
  key: string,
  emptyItems: boolean,
): unknown {
  if (emptyItems && key === 'items') return source.additionalItems
  if (emptyItems && key === 'additionalItems') return undefined
  const value = source[key]
  return key === 'prefixItems' && isEmptyPositions(key, value) ? undefined : value
}
