import {
  jsonPattern,
  judgeDefault,
  markInexact,
  markInexactWhere,
  markUnrepresentable,
  UTF16_LENGTH_RULES,
} from '@polytool/core'
import type { SchemaDescription, SchemaFieldDescription } from 'yup'
import { dropUnappliedDefaults } from './unapplied-defaults'

type Node = Record<string, unknown>
type Test = SchemaDescription['tests'][number]

/** How deep a description is followed before the conversion gives up (raise with `maxDepth`). */
export const DEFAULT_MAX_DEPTH = 256

/** Yup's own conversion options (`libraryOptions.yup`). */
export interface YupJsonSchemaOptions {
  /** How deep nested schemas are converted (default 256); deeper fails the conversion. */
  readonly maxDepth?: number
}

/** The options of `fromDescription`: Yup's conversion options, and the schema described. */
export interface FromDescriptionOptions extends YupJsonSchemaOptions {
  /**
   * The Yup schema the description is of. Yup applies a default only where it casts, never
   * under a strict schema or field, and the description does not say which one is strict: with
   * the schema, a default is written only where Yup applies it; without it, none is written.
   */
  readonly schema?: unknown
}

/** Thrown past `maxDepth`; core reports it as an `UnrepresentableSchemaError`. */
export class YupSchemaTooDeepError extends Error {
  readonly code = 'YUP_SCHEMA_TOO_DEEP'
  constructor(maxDepth: number) {
    super(`the Yup schema nests deeper than ${maxDepth} levels; raise libraryOptions.yup.maxDepth`)
    this.name = 'YupSchemaTooDeepError'
  }
}

/**
 * Writes the draft 2020-12 JSON Schema of a Yup schema from `schema.describe()`: Yup has no
 * converter of its own. Every test it cannot state (a custom `.test()`, a `y.ref()` bound, a
 * regex with flags JSON Schema lacks) and every type JSON lacks (dates, `y.lazy()`) is tagged
 * with `markUnrepresentable`, so core reports it; string lengths are tagged inexact, since Yup
 * counts UTF-16 units. A `noUnknown` test is read as `.noUnknown()` (`additionalProperties:
 * false`): the description does not tell it from `.unknown()` or `.noUnknown(false)`, which let
 * every key through; the adapter reads the schema itself for that. A default is written only
 * where Yup applies it, which takes the schema itself (`options.schema`): a model told of a
 * default leaves the key out, and strict Yup would hand `execute` no value there.
 *
 * @param description - What `schema.describe()` returns.
 * @param options - The conversion options, and the schema described (without it, no default is
 *   written).
 * @returns The JSON Schema.
 * @example
 * import { fromDescription } from '@polytool/yup'
 * import * as y from 'yup'
 *
 * fromDescription(y.string().strict().min(2).describe()) // { type: 'string', minLength: 2 }
 * const limit = y.number().default(10)
 * fromDescription(limit.describe(), { schema: limit }) // { type: 'number', default: 10 }
 */
export function fromDescription(
  description: SchemaFieldDescription,
  options: FromDescriptionOptions = {},
): Node {
  const json = convert(description, 0, options.maxDepth ?? DEFAULT_MAX_DEPTH)
  // Yup applies a default only where it casts: not under a strict schema or field.
  dropUnappliedDefaults(options.schema, json)
  // Yup counts string lengths in UTF-16 units, JSON Schema in code points: core warns of it.
  return markInexactWhere(json, UTF16_LENGTH_RULES)
}

function convert(description: SchemaFieldDescription, depth: number, maxDepth: number): Node {
  if (depth > maxDepth) throw new YupSchemaTooDeepError(maxDepth)
  const child = (inner: SchemaFieldDescription) => convert(inner, depth + 1, maxDepth)
  const node = typed(description, child)
  if (!('tests' in description)) return node
  annotate(node, description)
  for (const test of description.tests) applyTest(node, description.type, test)
  allowedValues(node, description)
  if (nullPasses(description)) allowNull(node)
  return node
}

// A nullable schema lets null through unless notOneOf() lists it: Yup runs that test on null too.
function nullPasses(description: SchemaDescription): boolean {
  return description.nullable && !description.notOneOf.includes(null)
}

// `oneOf` and `notOneOf` list values, or `y.ref()`s resolved against the parent per value,
// which no `enum` can hold. `y.mixed()` refuses `null` unless nullable: its `{}` must say so.
function allowedValues(node: Node, description: SchemaDescription): void {
  const { oneOf, notOneOf } = description
  if (oneOf.some(isReference) || notOneOf.some(isReference)) {
    markUnrepresentable(
      node,
      'refinement',
      'a oneOf() or notOneOf() value is a y.ref(), compared with another field per value',
    )
  }
  const allowed = oneOf.filter((value) => !isReference(value))
  const listed = allowed.length > 0 && allowed.length === oneOf.length
  // Yup checks nullability before oneOf(): a listed null passes only a nullable schema, and
  // undefined passes every oneOf() (it is a missing key, not a JSON value).
  const values = [...new Set(allowed.filter((value) => value !== null && value !== undefined))]
  if (listed) node.enum = nullPasses(description) ? [...values, null] : values
  const refused = notOneOf.filter((value) => !isReference(value))
  if (description.type === 'mixed' && !description.nullable && !listed) refused.push(null)
  if (refused.length > 0) node.not = { enum: refused }
}

// What describe() gives for a y.ref(): `{ type: 'ref', key }`.
function isReference(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'ref' &&
    typeof (value as { key?: unknown }).key === 'string'
  )
}

function typed(
  description: SchemaFieldDescription,
  child: (inner: SchemaFieldDescription) => Node,
): Node {
  switch (description.type) {
    case 'string':
    case 'number':
    case 'boolean':
      return { type: description.type }
    case 'mixed':
      return {}
    case 'date':
      return markUnrepresentable({}, 'date', 'y.date() has no JSON Schema type: JSON has no dates')
    case 'object': {
      const fields = (description as { fields?: Record<string, SchemaFieldDescription> }).fields
      const entries = Object.entries(fields ?? {})
      const required = entries.filter(([, field]) => isRequired(field)).map(([key]) => key)
      return {
        type: 'object',
        properties: Object.fromEntries(entries.map(([key, field]) => [key, child(field)])),
        ...(required.length > 0 ? { required } : {}),
      }
    }
    case 'array': {
      const inner = (description as { innerType?: SchemaFieldDescription }).innerType
      return { type: 'array', ...(inner ? { items: child(inner) } : {}) }
    }
    case 'tuple': {
      const items = (description as { innerType?: SchemaFieldDescription[] }).innerType ?? []
      // Yup's tuple type check is `value.length === items.length`, optional items or not.
      return {
        type: 'array',
        prefixItems: items.map((item) => tupleItem(item, child(item))),
        items: false,
        ...(items.length > 0 ? { minItems: items.length } : {}),
      }
    }
    case 'lazy':
      return markUnrepresentable(
        {},
        'constraint',
        'y.lazy() builds its schema per value: no JSON Schema can be written ahead of it',
      )
    default:
      return markUnrepresentable({}, 'type', `Yup's ${description.type} has no JSON Schema type`)
  }
}

// An optional tuple item lets `undefined` through, which no JSON value is: only an in-process
// caller can pass it, and execute then gets it where the schema states the item's type.
function tupleItem(item: SchemaFieldDescription, node: Node): Node {
  if (!isRequired(item) && 'optional' in item) {
    markInexact(
      node,
      'type',
      'looser',
      'Yup lets undefined through at an optional tuple item: no JSON value is undefined, but a caller in the same process may pass it, and execute gets it',
    )
  }
  return node
}

// Yup calls a key required when `undefined` fails: `.defined()`, `.required()`, `.nonNullable()`.
function isRequired(field: SchemaFieldDescription): boolean {
  return 'optional' in field && field.optional === false
}

function annotate(node: Node, description: SchemaDescription): void {
  const meta = description.meta as Record<string, unknown> | undefined
  const title = meta?.title ?? description.label
  if (typeof title === 'string') node.title = title
  if (typeof meta?.description === 'string') node.description = meta.description
  // Only a default that is plain JSON, and small and shallow enough to write out, is written.
  if (
    description.type !== 'object' &&
    'default' in description &&
    judgeDefault(description.default) === 'json'
  ) {
    node.default = description.default
  }
}

function applyTest(node: Node, type: string, test: Test): void {
  const params = (test.params ?? {}) as Record<string, unknown>
  const bound = (value: unknown, keyword: string) => {
    if (typeof value === 'number') node[keyword] = value
    else lossy(node, test, 'its bound is a y.ref() or not a number')
  }
  const size = type === 'array' ? 'Items' : 'Length'
  switch (test.name) {
    case 'defined':
    case 'nonNullable':
    case 'optionality':
    case 'typeError':
    case 'noUnknown':
      if (test.name === 'noUnknown') node.additionalProperties = false
      return
    case 'required':
      // On a string, Yup's required() also refuses the empty string.
      if (type === 'string') node.minLength = Math.max(1, (node.minLength as number) ?? 0)
      return
    case 'integer':
      node.type = 'integer'
      return
    case 'min':
      if ('more' in params) bound(params.more, 'exclusiveMinimum')
      else bound(params.min, type === 'number' ? 'minimum' : `min${size}`)
      return
    case 'max':
      if ('less' in params) bound(params.less, 'exclusiveMaximum')
      else bound(params.max, type === 'number' ? 'maximum' : `max${size}`)
      return
    case 'length':
      bound(params.length, `min${size}`)
      bound(params.length, `max${size}`)
      return
    case 'matches':
    case 'email':
    case 'url':
    case 'uuid':
      pattern(node, test, params)
      return
    default:
      lossy(node, test, 'a .test() function cannot be stated in JSON Schema')
  }
}

// Yup tests a string with the regex itself (`value.search(regex)`): the same regex, in the
// flag-free `u` syntax of JSON Schema, is exact. `format` would not be: Ajv's `email` and `uri`
// accept and refuse other strings than Yup's regexes.
function pattern(node: Node, test: Test, params: Record<string, unknown>): void {
  const regex = params.regex
  const translated = regex instanceof RegExp ? jsonPattern(regex, { use: 'search' }) : undefined
  if (translated === undefined) {
    lossy(node, test, 'no JSON Schema pattern matches what its regex matches (flags or syntax)')
    return
  }
  const { pattern: source, inexact } = translated
  if (inexact !== undefined) markInexact(node, 'pattern', inexact.direction, inexact.message)
  // email() and url() let the empty string through without the test. A matches() given
  // `excludeEmptyString` does too, but describe() does not say so: there the pattern refuses
  // "" where Yup accepts it (the validator is looser, which a model never notices).
  const exact = EMPTY_STRING_PASSES.has(test.name ?? '') ? `(?:${source})|^$` : source
  if (node.pattern === undefined) node.pattern = exact
  else node.allOf = [...((node.allOf as unknown[]) ?? []), { pattern: exact }]
}

const EMPTY_STRING_PASSES: ReadonlySet<string> = new Set(['email', 'url'])

function lossy(node: Node, test: Test, why: string): void {
  markUnrepresentable(node, 'refinement', `the Yup test "${test.name}": ${why}`)
}

function allowNull(node: Node): void {
  if (typeof node.type === 'string') node.type = [node.type, 'null']
  else if (node.type === undefined && Object.keys(node).length > 0) {
    const copy = { ...node }
    for (const key of Object.keys(node)) delete node[key]
    node.anyOf = [copy, { type: 'null' }]
  }
}
