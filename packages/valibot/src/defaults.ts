import { markInexact } from '@polytool/core'
import { verdictOn } from './verdict'

type Node = Record<string, unknown>

// The wrappers Valibot gives a default: `optional` and `exact_optional` use it for a missing
// value, `undefinedable` for undefined, `nullable` for null, `nullish` for both. A `switch`, not
// a set: it is asked of every node of every fresh schema, and compares interned names for less.
function takesDefault(type: unknown): boolean {
  switch (type) {
    case 'optional':
    case 'exact_optional':
    case 'undefinedable':
    case 'nullable':
    case 'nullish':
      return true
    default:
      return false
  }
}
const REPLACES_NULL: ReadonlySet<unknown> = new Set(['nullable', 'nullish'])

const REFUSED_DEFAULT =
  'the default goes through the schema it wraps, which refuses it: a missing value fails, though the schema states a default'
const NULL_REPLACED =
  'a null sent here is replaced by the default: execute gets the default, not null'

/**
 * Whether a Valibot node is a wrapper with a default, which only the converter's
 * `overrideSchema` hook sees (`stateDefaults`).
 *
 * @param node - One node of the Valibot schema.
 * @returns Whether the node is one.
 */
export function holdsDefault(node: Node): boolean {
  return node.kind === 'schema' && takesDefault(node.type) && node.default !== undefined
}

/**
 * Warns, on the input side, of what a wrapper's default does beyond JSON Schema's `default`
 * (an annotation for a missing key): a default the wrapped schema refuses
 * (`v.optional(v.pipe(v.string(), v.minLength(3)), 'ab')`) fails every call that leaves the value
 * out (inexact `stricter`, keyword `default`), and a `v.nullish()` or `v.nullable()` default
 * replaces a null the schema accepts (inexact `both`: the value execute gets is another). The
 * value checked is the one Valibot's converter wrote as `default`; a wrapped schema that cannot
 * say synchronously (an async one) is left alone.
 *
 * @param valibotSchema - One node of the Valibot schema.
 * @param jsonSchema - Its JSON Schema, as Valibot wrote it.
 * @param typeMode - The side being written.
 */
export function stateDefaults(valibotSchema: Node, jsonSchema: Node, typeMode: unknown): void {
  if (typeMode !== 'input' || !holdsDefault(valibotSchema) || !('default' in jsonSchema)) return
  const value = jsonSchema.default
  // A null default of these is kept as it is, never run through the wrapped schema.
  if (REPLACES_NULL.has(valibotSchema.type) && value === null) return
  if (verdictOn(valibotSchema.wrapped, value) === 'refuses') {
    markInexact(jsonSchema, 'default', 'stricter', REFUSED_DEFAULT)
  }
  if (REPLACES_NULL.has(valibotSchema.type)) {
    markInexact(jsonSchema, 'default', 'both', NULL_REPLACED)
  }
}
