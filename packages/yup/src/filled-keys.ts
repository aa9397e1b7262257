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
  readonly spec?: { readonly strict?: unknown }
  getDefault?(): unknown
  validateSync?(value: unknown, options: { strict: boolean }): unknown
}

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
    if ((field as Field | null)?.spec?.strict === true || !Object.hasOwn(properties, key)) continue
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
function verdictOnMissing(field: Field): 'accepts' | 'refuses' | undefined {
  if (
    typeof field?.getDefault !== 'function' ||
    typeof field.validateSync !== 'function' ||
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
  try {
    // Yup checks the default as it is, without casting it again.
    field.validateSync(value, { strict: true })
    return 'accepts'
  } catch (error) {
    return (error as { name?: unknown } | null)?.name === 'ValidationError' ? 'refuses' : undefined
  }
}
