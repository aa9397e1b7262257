import { handlePromisesIn } from '@polytool/core'

type Json = Record<string, unknown>

/** The part of a Yup object schema the statement reads. */
interface ObjectNode {
  readonly fields?: Readonly<Record<string, unknown>>
  readonly spec?: object
}

interface Field {
  readonly type?: unknown
  readonly conditions?: readonly unknown[]
  readonly spec?: { readonly strict?: unknown; readonly strip?: unknown }
  getDefault?(): unknown
  /** Yup's own validation step, which `validate` and `validateSync` wrap. */
  _validate?(
    value: unknown,
    options: { strict: boolean },
    panic: (error: unknown) => void,
    next: (errors: readonly unknown[]) => void,
  ): void
}

type Verdict = 'accepts' | 'refuses' | undefined

/**
 * States in the JSON Schema of a Yup object that Yup casts what the cast does to its keys. A
 * missing key that is not strict gets its default, and the object's checks then judge that
 * default: a key is required exactly when its default fails them (a nested `y.object()` is
 * filled with `{}` built from its fields, which a required field fails, optional or not), and
 * not required when it passes (`.required().default('anon')`). `.noUnknown()` removes the
 * unknown keys instead of refusing them, so `additionalProperties: false` is left out.
 *
 * @param node - A Yup object schema, cast before it is checked.
 * @param json - Its JSON Schema.
 */
export function stateFilledKeys(node: ObjectNode, json: Json): void {
  const properties = json.properties
  if (typeof properties !== 'object' || properties === null) return
  const required = new Set(Array.isArray(json.required) ? json.required : [])
  for (const [key, field] of Object.entries(node.fields ?? {})) {
    const spec = (field as Field | null)?.spec
    // A strict field is not cast, and a stripped one is removed before the fill.
    if (spec?.strict === true || spec?.strip === true || !Object.hasOwn(properties, key)) continue
    const missing = verdictOnMissing(field as Field)
    if (missing === 'accepts') required.delete(key)
    else if (missing === 'refuses') required.add(key)
  }
  const order = Object.keys(properties)
  if (required.size > 0) json.required = order.filter((key) => required.has(key))
  else delete json.required
  if (
    (node.spec as { noUnknown?: unknown } | undefined)?.noUnknown === true &&
    json.additionalProperties === false
  ) {
    delete json.additionalProperties
  }
}

// What Yup makes of a missing key: `undefined` when it fills nothing (the key is judged as
// described), or when its schema is built per value or cannot say synchronously.
function verdictOnMissing(field: Field): Verdict {
  if (
    typeof field?.getDefault !== 'function' ||
    field.type === 'lazy' ||
    (field.conditions?.length ?? 0) > 0
  ) {
    return undefined
  }
  let value: unknown
  try {
    value = field.getDefault()
  } catch {
    return undefined
  }
  if (value === undefined || handlePromisesIn(value) > 0) return undefined
  // Yup checks the default as it is, without casting it again.
  return verdictOn(field, value)
}

// Yup's verdict on a value, when every test gives it synchronously. Unlike `validateSync`,
// which drops the promise of a test that returns one, Yup's own step hands that promise a
// rejection handler, and calls back later: then there is no verdict here.
function verdictOn(field: Field, value: unknown): Verdict {
  if (typeof field._validate !== 'function') return undefined
  let verdict: Verdict | 'unknown'
  let synchronous = true
  const settle = (found: Verdict | 'unknown') => {
    if (synchronous && verdict === undefined) verdict = found
  }
  try {
    field._validate(
      value,
      { strict: true },
      (error) => settle(isValidationError(error) ? 'refuses' : 'unknown'),
      (errors) => settle(errors.length > 0 ? 'refuses' : 'accepts'),
    )
  } catch {
    verdict = 'unknown'
  }
  synchronous = false
  return verdict === 'unknown' ? undefined : verdict
}

function isValidationError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'ValidationError'
}
