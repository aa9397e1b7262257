import {
  eachSubschema,
  type JsonSchemaAdapter,
  type JsonSchemaRequest,
  markInexact,
  markInexactBelow,
  markInexactWhere,
  markUnrepresentable,
  patternFor,
  type StandardSchemaV1,
  type UnrepresentableCode,
} from '@polytool/core'
import { findTypeBoxAsyncInSync } from './async-in-sync'
import { pointCyclicRefs } from './cyclic-defs'
import { dropDynamicRefs } from './dynamic-refs'
import { type DefaultFill, filledKeys } from './filled-keys'
import { dropFragmentIds } from './fragment-ids'
import { assertDistinctIds, dropDanglingIdRefs, dropRepeatedIds } from './ids'
import { TYPEBOX_INEXACT } from './inexact'
import { hoistNestedDefs } from './nested-defs'
import { limitOption } from './options'
import { isTypeBoxStandard, TYPEBOX_VENDOR } from './standard'
import { dropUnusedDefs } from './unused-defs'
import { exactUuid } from './uuid'

import { hasKeyword, MAX_SCHEMA_DEPTH } from './walk'

// As core bounds a converter's output: far above any tool's schema, far below a full heap.
const MAX_VALUES = 1_000_000

/** TypeBox adapter options (`libraryOptions.typebox`). */
export interface TypeBoxJsonSchemaOptions {
  /**
   * Deepest schema node converted (default 1,000); deeper schemas fail with a typed error. A
   * positive integer; anything else fails with `TypeBoxOptionsError`.
   */
  readonly maxDepth?: number
  /**
   * Values copied at most (default 1,000,000), counting a part the schema
   * shares at each place it stands, as the JSON Schema writes it out; a larger schema fails with
   * a typed error. A positive integer; anything else fails with `TypeBoxOptionsError`.
   */
  readonly maxValues?: number
}

/**
 * A TypeBox schema whose JSON Schema holds more than `maxValues` values: one that shares a part
 * at every level (`Type.Object({ a: t, b: t })`, nested) doubles at each. Converted no further,
 * never a hang.
 */
export class TypeBoxSchemaTooLargeError extends Error {
  override readonly name = 'TypeBoxSchemaTooLargeError'
  readonly code = 'TYPEBOX_SCHEMA_TOO_LARGE'
  constructor(readonly maxValues: number) {
    super(
      `The TypeBox schema's JSON Schema holds more than ${maxValues} values (a part it shares is written at each place); raise libraryOptions.typebox.maxValues to convert it`,
    )
  }
}

/** A TypeBox schema deeper than `maxDepth`: converted no further, never a stack overflow. */
export class TypeBoxSchemaTooDeepError extends Error {
  override readonly name = 'TypeBoxSchemaTooDeepError'
  readonly code = 'TYPEBOX_SCHEMA_TOO_DEEP'
  constructor(readonly maxDepth: number) {
    super(
      `The TypeBox schema is nested deeper than ${maxDepth} levels; raise libraryOptions.typebox.maxDepth to convert it`,
    )
  }
}

// Kinds whose values JSON cannot carry: TypeBox emits a schema for them that is not JSON Schema.
const NON_JSON_KINDS: Readonly<Record<string, UnrepresentableCode>> = {
  BigInt: 'bigint',
  Symbol: 'type',
  Undefined: 'type',
  Void: 'type',
  Function: 'type',
  Constructor: 'type',
}

/**
 * The TypeBox adapter: a TypeBox schema already is JSON Schema, so the adapter copies its JSON
 * keywords, points cyclic `$ref`s at their `$defs` (root or nested), and tags what the JSON cannot say: `Refine`
 * checks, codecs' decoded output, and non-JSON kinds (bigint, symbol, undefined, functions);
 * warns that a codec's `Decode`, which may throw, refuses more than its input schema says;
 * requires, on the output side, each key a default fills (`Value.Default`);
 * writes `format: 'uuid'` with the pattern TypeBox checks (Ajv's also takes `urn:uuid:`); and
 * every keyword TypeBox checks more loosely than JSON Schema (`TYPEBOX_INEXACT`), which core
 * warns about.
 */
export const typeboxAdapter: JsonSchemaAdapter = {
  vendor: TYPEBOX_VENDOR,
  targets: ['draft-2020-12'],
  freshOutput: true,
  toJsonSchema(schema: StandardSchemaV1, request: JsonSchemaRequest): object {
    if (!isTypeBoxStandard(schema)) {
      throw new TypeError('The typebox adapter expected a schema wrapped with standard(type)')
    }
    const options = request.libraryOptions as TypeBoxJsonSchemaOptions | undefined
    const maxDepth = limitOption(options, 'maxDepth', MAX_SCHEMA_DEPTH)
    const maxValues = limitOption(options, 'maxValues', MAX_VALUES)
    const type = schema.type as unknown as Record<string, unknown>
    const conversion: Conversion = {
      io: request.io,
      maxDepth,
      maxValues,
      valuesLeft: maxValues,
      filled: filledKeys(type, MAX_VALUES),
    }
    const converted = convert(type, conversion) as Record<string, unknown>
    // Two `Type.Cyclic`s with one definition name: TypeBox confuses them, Ajv refuses both.
    assertDistinctIds(type, maxDepth)
    dropRepeatedIds(converted, maxDepth)
    dropDanglingIdRefs(converted, maxDepth)
    // `Type.Cyclic` definitions, at the root or below, are pointed at by JSON Pointer.
    const context = { formerIds: new WeakSet<object>(), rewritten: new WeakMap<object, object>() }
    pointCyclicRefs(converted, maxDepth, context)
    // An `$id` with a fragment makes Ajv refuse the document: dropped, its resource kept apart.
    dropFragmentIds(converted, context.formerIds)
    // A `Type.Unsafe`'s own `$defs`, below the root, are moved to where its references find them.
    hoistNestedDefs(converted, maxDepth, context)
    // TypeBox finds a `$dynamicRef`'s anchor by its own search: dropped, and reported.
    eachSubschema(converted, dropDynamicRefs)
    // What the moves left behind, and definitions nothing refers to, are not written out.
    dropUnusedDefs(converted, maxDepth)
    // `format: 'uuid'` anywhere, inside a `Type.Unsafe` too, gets the pattern TypeBox checks.
    eachSubschema(converted, exactUuid)
    // Keys named after Object.prototype members are checked on a copy without prototypes
    // (`standard`): an optional one is as optional as its JSON Schema says.
    return markInexactWhere(converted, TYPEBOX_INEXACT)
  },
  findAsyncInSync: findTypeBoxAsyncInSync,
  // A `Decode`'s promise is the value its type says; it is awaited.
  outputMayHoldPromises: (schema) => isTypeBoxStandard(schema) && hasKeyword(schema.type, '~codec'),
  // A `Type.Refine` check that returns a promise passes: watched for, unless a `Decode` may
  // make promises of its own, which core awaits.
  runsChecks: (schema) =>
    isTypeBoxStandard(schema) &&
    hasKeyword(schema.type, '~refine') &&
    !hasKeyword(schema.type, '~codec'),
}

interface Conversion {
  readonly io: JsonSchemaRequest['io']
  readonly maxDepth: number
  readonly maxValues: number
  // Counted down at each value copied.
  valuesLeft: number
  // On the output side, the keys of each object that `Value.Default` fills when missing.
  readonly filled: WeakMap<object, DefaultFill>
}

// TypeBox writes tuples as draft-07 does (`items: [...]`, `additionalItems`); draft 2020-12
// spells them `prefixItems` and `items`.
function draft2020Tuple(out: Record<string, unknown>): void {
  if (!Array.isArray(out.items)) return
  out.prefixItems = out.items
  if (out.additionalItems === undefined) delete out.items
  else out.items = out.additionalItems
  delete out.additionalItems
}

// TypeBox reads a string `pattern` (and each `patternProperties` key) with the `u` flag, as JSON
// Schema does: exact as it is, when it compiles so; one that does not makes TypeBox's own
// validator throw, and a provider refuse the schema. A `RegExp` given as `pattern` is run with
// `test`, flags and all: `patternFor` writes what it means under `u`.
function unicodePatterns(source: Record<string, unknown>, out: Record<string, unknown>): void {
  const pattern = source.pattern
  if (pattern instanceof RegExp) {
    const exact = patternFor(out, pattern, { use: 'test' })
    if (exact === undefined) delete out.pattern
    else out.pattern = exact
  } else if (typeof pattern === 'string' && !compilesWithUnicode(pattern)) {
    delete out.pattern
    notUnicode(out, pattern)
  }
  const keyed = out.patternProperties
  if (typeof keyed !== 'object' || keyed === null) return
  for (const key of Object.keys(keyed)) {
    if (compilesWithUnicode(key)) continue
    delete (keyed as Record<string, unknown>)[key]
    notUnicode(out, key)
  }
}

function notUnicode(out: Record<string, unknown>, pattern: string): void {
  markUnrepresentable(
    out,
    'constraint',
    `the pattern ${JSON.stringify(pattern)} does not compile with the \`u\` flag JSON Schema (and TypeBox) read patterns with`,
  )
}

function compilesWithUnicode(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u')
    return true
  } catch {
    return false
  }
}

// A key a default fills is optional in TypeBox's schema, and always in the output; a default
// written unchecked is reported.
function requireFilled(fill: DefaultFill | undefined, out: Record<string, unknown>): void {
  if (fill === undefined) return
  for (const loss of fill.losses) markUnrepresentable(out, 'default', loss)
  const { keys } = fill
  if (keys.length === 0) return
  const required = Array.isArray(out.required) ? (out.required as unknown[]) : []
  // A set: `includes` per key costs the product of both lists' lengths.
  const listed = new Set(required)
  out.required = [...required, ...keys.filter((key) => !listed.has(key))]
}

// On the input side the schema is right about what the model may send, and the key stays
// optional: what it misses is that a default its schema refuses is checked once filled in, so
// the call without the key fails.
function warnUnsaidDefaults(fill: DefaultFill | undefined, out: Record<string, unknown>): void {
  if (fill === undefined) return
  for (const refusal of fill.failsWithout) markInexact(out, 'properties', 'stricter', refusal)
}

const DECODE_MAY_THROW =
  "a codec's Decode runs on the checked value and may throw, refusing values the input JSON Schema accepts"

function convert(node: unknown, conversion: Conversion, depth = 0): unknown {
  if (depth > conversion.maxDepth) throw new TypeBoxSchemaTooDeepError(conversion.maxDepth)
  if (--conversion.valuesLeft < 0) {
    throw new TypeBoxSchemaTooLargeError(conversion.maxValues)
  }
  if (Array.isArray(node)) return node.map((item) => convert(item, conversion, depth + 1))
  if (typeof node !== 'object' || node === null) return node
  const source = node as Record<string, unknown>
  const kind = source['~kind']
  const lossCode = typeof kind === 'string' ? NON_JSON_KINDS[kind] : undefined
  if (lossCode !== undefined) {
    return markUnrepresentable({}, lossCode, `TypeBox ${kind} has no JSON Schema`)
  }
  // `Object.keys` skips TypeBox's own non-enumerable `~kind`, `~optional`, `~refine`, `~codec`.
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(source)) {
    // defineProperty: a property named `__proto__` stays a key, never the map's prototype.
    Object.defineProperty(out, key, {
      value: convert(source[key], conversion, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  draft2020Tuple(out)
  unicodePatterns(source, out)
  const fill = conversion.filled.get(source)
  if (conversion.io === 'output') requireFilled(fill, out)
  else warnUnsaidDefaults(fill, out)
  if (Object.hasOwn(source, '~refine')) {
    markUnrepresentable(out, 'refinement', 'a Refine() check cannot be expressed in JSON Schema')
  }
  if (Object.hasOwn(source, '~codec')) {
    if (conversion.io === 'output') {
      markUnrepresentable(out, 'transform', 'the output is what the codec decodes to')
    } else markInexactBelow(out, 'stricter', DECODE_MAY_THROW)
  }
  return out
}
