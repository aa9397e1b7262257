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
// JSON Schemas are trees: a deeper one is a cycle, or not a schema.
const MAX_DEPTH = 1_000

/** A converted schema that nobody can change, and the parts it does not express exactly. */
export interface FinalSchema {
  readonly schema: JsonSchema
  readonly parts: readonly Unrepresentable[]
}

/** How to finalise a converter's output. */
export interface FinalizeOptions {
  /** Called for each tagged part; what it returns replaces the part. */
  readonly replace?: UnrepresentableHandler | undefined
  /** The output was created for this call: freeze it where it is instead of copying it. */
  readonly inPlace?: boolean | undefined
  /** No tag was placed while converting: the output needs no search for tags. */
  readonly untagged?: boolean | undefined
}

// Thrown by the quick walk at the first value that is not JSON, for the full walk to report.
const NOT_JSON = Symbol('not JSON')

/**
 * Turns a converter's output into frozen plain JSON, in one walk: collects the parts tagged
 * with `markUnrepresentable` (with their JSON pointers), and lets `replace` swap them out.
 */
export function finalizeJsonSchema(raw: object, options: FinalizeOptions = {}): FinalSchema {
  if (options.inPlace && options.untagged) {
    try {
      freezeJson(raw, 0)
      return { schema: raw as JsonSchema, parts: NO_PARTS }
    } catch (error) {
      // The full walk goes on from here: what the quick walk froze is JSON already.
      if (error !== NOT_JSON) throw error
    }
  }
  return walkJsonSchema(raw, options.replace, options.inPlace ?? false)
}

const NO_PARTS: readonly Unrepresentable[] = Object.freeze([])

function walkJsonSchema(
  raw: object,
  replace: UnrepresentableHandler | undefined,
  inPlace: boolean,
): FinalSchema {
  const parts: Unrepresentable[] = []
  // The path of the node being walked; joined into a pointer only where a part is reported.
  const path: string[] = []

  const visit = (value: unknown): unknown => {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return value
    if (typeof value === 'number') return Number.isFinite(value) ? value : nonJson(value)
    if (typeof value !== 'object') return nonJson(value)
    // Output created for the call may share a sub-schema: the first visit froze it.
    if (inPlace && Object.isFrozen(value)) return value
    if (path.length > MAX_DEPTH) {
      throw new TypeError(
        `The converter returned a JSON Schema deeper than ${MAX_DEPTH} levels, or a cyclic one, at ${pointer()}`,
      )
    }
    return Array.isArray(value) ? visitArray(value) : visitObject(value)
  }

  const visitArray = (array: unknown[]): readonly unknown[] => {
    const result = inPlace ? array : new Array<unknown>(array.length)
    for (let index = 0; index < array.length; index++) {
      path.push(String(index))
      const item = array[index]
      result[index] = visit(item === undefined ? null : item)
      path.pop()
    }
    return Object.freeze(result)
  }

  const visitObject = (node: object): unknown => {
    const marks = marksOf(node)
    if (marks === undefined) return visitPlain(node)
    let replacement: object | boolean | undefined
    for (const mark of marks) {
      const part = { code: mark.code, path: pointer(), message: mark.message }
      parts.push(part)
      replacement ??= replace?.(part)
    }
    if (typeof replacement === 'boolean') return replacement
    if (replacement !== undefined) return visitPlain(replacement, true)
    if (marks.some((mark) => OPENED_CODES.has(mark.code)))
      return visitPlain(annotationsOf(node), true)
    return visitPlain(node)
  }

  const visitPlain = (node: object, copy = !inPlace): JsonSchema => {
    const source = node as Record<string, unknown>
    const result: Record<string, unknown> = copy ? {} : source
    for (const key of Object.keys(source)) {
      const value = source[key]
      if (value === undefined || key === UNREPRESENTABLE_KEYWORD) {
        if (!copy) delete result[key]
        continue
      }
      path.push(key)
      result[key] = visit(value)
      path.pop()
    }
    return Object.freeze(result)
  }

  const nonJson = (value: unknown): null => {
    parts.push({
      code: 'non-json-value',
      path: pointer(),
      message: `the converter emitted ${describe(value)}, which is not JSON; it was replaced by null`,
    })
    return null
  }

  const pointer = () => path.map((segment) => `/${escapePointer(segment)}`).join('')

  const schema = visit(raw) as JsonSchema
  return { schema, parts: Object.freeze(parts) }
}

// Freezes children before their parent, so a node is frozen only once all below it is JSON.
function freezeJson(value: unknown, depth: number): void {
  const kind = typeof value
  if (kind === 'string' || kind === 'boolean' || value === null) return
  if (kind === 'number') {
    if (!Number.isFinite(value)) throw NOT_JSON
    return
  }
  if (kind !== 'object') throw NOT_JSON
  if (Object.isFrozen(value)) return
  if (depth > MAX_DEPTH) throw NOT_JSON
  if (Array.isArray(value)) {
    for (const item of value) freezeJson(item, depth + 1)
  } else {
    for (const key in value) freezeJson((value as Record<string, unknown>)[key], depth + 1)
  }
  Object.freeze(value)
}

/** Escapes one JSON pointer segment (RFC 6901). */
export function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1')
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
  return `a ${typeof value}`
}
