import {
  bareCopy,
  mentionsPrototypeMember,
  pushFields,
  readOnce,
  type StandardSchemaV1,
  settleAsyncOutput,
  walkSchema,
} from '@polytool/core'
import type { StaticDecode, StaticEncode, TProperties, TSchema } from 'typebox'
import { Compile } from 'typebox/compile'
import type { TLocalizedValidationError } from 'typebox/error'
import Value, { DecodeUnsafe } from 'typebox/value'
import { hasKeyword } from './walk'

/** The `~standard.vendor` of the schemas `standard()` wraps. */
export const TYPEBOX_VENDOR = 'typebox'

/** A TypeBox schema wrapped as a Standard Schema: its compiler validates, `type` is the schema. */
export interface TypeBoxStandardSchema<T extends TSchema = TSchema>
  extends StandardSchemaV1<StaticEncode<T>, StaticDecode<T>> {
  /** The TypeBox schema, which is also its JSON Schema. */
  readonly type: T
}

type Issue = StandardSchemaV1.Issue

type Result<T> = StandardSchemaV1.Result<T> | Promise<StandardSchemaV1.Result<T>>

// The part of TypeBox's compiled `Validator` that validation uses.
interface CompiledValidator {
  Check(value: unknown): boolean
  Errors(value: unknown): TLocalizedValidationError[]
  Default(value: unknown): unknown
  Convert(value: unknown): unknown
  Clean(value: unknown): unknown
  Context(): TProperties
  Type(): TSchema
}

// Said of an error found once the defaults are in: the key was left out, and the default
// filled in for it is what the schema refuses.
const REFUSED_DEFAULT = 'the default filled in for a key left out is refused by the schema'

// TypeBox's `Decode` runs these steps on a copy, then checks the result and throws if it fails,
// then decodes (`Value.DecodeUnsafe`). Taken one by one, the check's failure is an issue.
function preparedForDecode(compiled: CompiledValidator, defaulted: unknown): unknown {
  return compiled.Clean(compiled.Convert(compiled.Default(Value.Clone(defaulted))))
}

/**
 * Wraps a TypeBox schema as a Standard Schema, which TypeBox 1.x does not provide: the compiled
 * validator checks the value, then defaults are filled in and codecs decode it. Once the
 * defaults are in, the value is checked again: a default the schema refuses is an issue at its
 * key (the call fails, as TypeBox's own `Parse` and `Decode` would, but with a path), never a
 * value handed to `execute`. A `Decode` that
 * returns a promise is awaited: one that rejects fails the validation, without its text. A
 * schema with a key named after an `Object.prototype` member checks a copy of the value without
 * prototypes (`bareCopy`), so `{}` lacks a required `valueOf` there as it does when sent.
 *
 * @param type - a TypeBox schema
 * @returns a Standard Schema whose `.type` is the TypeBox schema
 *
 * @example
 * import { standard } from '@polytool/typebox'
 * import { Type } from 'typebox'
 *
 * const input = standard(Type.Object({ city: Type.String() }))
 * input['~standard'].validate({ city: 'Paris' }) // { value: { city: 'Paris' } }
 */
export function standard<T extends TSchema>(type: T): TypeBoxStandardSchema<T> {
  let compiled: CompiledValidator | undefined
  const needsDefaults = hasKeyword(type, 'default')
  const needsDecode = hasKeyword(type, '~codec')
  const check = (value: unknown): Result<StaticDecode<T>> => {
    compiled ??= Compile(type) as CompiledValidator
    if (!compiled.Check(value)) return { issues: compiled.Errors(value).flatMap(toIssues(value)) }
    if (!needsDefaults && !needsDecode) return { value: value as StaticDecode<T> }
    const defaulted = needsDefaults ? Value.Default(type, Value.Clone(value)) : value
    const prepared = needsDecode ? preparedForDecode(compiled, defaulted) : defaulted
    // The value passed, so what fails here is a default the schema refuses (a function's result
    // too), filled in unchecked by TypeBox: the model is told at its key, as TypeBox's own
    // `Parse` would refuse it, instead of `Decode` throwing or `execute` receiving it.
    if (!compiled.Check(prepared)) {
      return { issues: compiled.Errors(prepared).flatMap(toIssues(prepared, REFUSED_DEFAULT)) }
    }
    if (!needsDecode) return { value: prepared as StaticDecode<T> }
    // A `Decode` may be async: its promise is in the output, awaited here so that a rejection
    // fails the validation instead of reaching `execute`.
    return settleAsyncOutput({
      value: DecodeUnsafe(compiled.Context(), compiled.Type(), prepared),
    }) as Result<StaticDecode<T>>
  }
  // TypeBox asks `key in value` for a required key: `{}` has Object.prototype's `valueOf`, and
  // passed without it. A schema naming such a key checks a copy without prototypes.
  // TypeBox hands on the value it checked: the caller's own object, whose getters could answer
  // `execute` otherwise. A copy read once is checked instead (the bare copy is one too).
  const validate = namesPrototypeMember(type)
    ? checkBare(check)
    : (value: unknown) => check(readOnce(value))
  return {
    type,
    '~standard': { version: 1, vendor: TYPEBOX_VENDOR, validate },
  } as TypeBoxStandardSchema<T>
}

/**
 * Whether a value is a schema wrapped by `standard()`.
 *
 * @param value - any value
 * @returns whether `standard()` made it
 */
export function isTypeBoxStandard(value: unknown): value is TypeBoxStandardSchema {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { '~standard'?: { vendor?: unknown } })['~standard']?.vendor === TYPEBOX_VENDOR &&
    typeof (value as { type?: unknown }).type === 'object'
  )
}

// TypeBox reports missing or unknown keys on the object, in one error; an issue belongs at each key.
function toIssues(root: unknown, cause?: string): (error: TLocalizedValidationError) => Issue[] {
  return (error) => {
    const path = pathOf(root, error.instancePath)
    const message = cause === undefined ? error.message : `${cause}: ${error.message}`
    const params = error.params as {
      requiredProperties?: string[]
      additionalProperties?: string[]
    }
    const keys = params.requiredProperties ?? params.additionalProperties
    if (keys === undefined || keys.length === 0) return [{ message, path }]
    return keys.map((key) => ({ message, path: [...path, key] }))
  }
}

// A JSON pointer into the value, as path segments: array indexes become numbers.
function pathOf(root: unknown, pointer: string): PropertyKey[] {
  if (pointer === '') return []
  const path: PropertyKey[] = []
  let node = root
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~')
    const segment = Array.isArray(node) && /^\d+$/.test(key) ? Number(key) : key
    path.push(segment)
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<PropertyKey, unknown>)[segment]
        : undefined
  }
  return path
}

function namesPrototypeMember(type: TSchema): boolean {
  return (
    walkSchema(type, {
      visit: (node) => mentionsPrototypeMember(node) || undefined,
      children: pushFields,
    }).kind !== 'none'
  )
}

// Validates a copy of the value whose plain objects have no prototype, plain again once checked.
function checkBare<T>(check: (value: unknown) => Result<T>): (value: unknown) => Result<T> {
  return (value) => {
    const bare = bareCopy(value)
    try {
      return check(bare.value)
    } finally {
      bare.restore()
    }
  }
}
