import {
  extractJsonSchema,
  type InexactPart,
  type JsonSchema,
  type JsonSchemaAdapter,
  type JsonSchemaIo,
  type JsonSchemaTarget,
  type StandardSchemaV1,
  toJsonSchema,
  type Unrepresentable,
  UnrepresentableSchemaError,
  withAdapter,
} from '@polytool/core'

/**
 * One side's JSON Schema as emitted permissively, with its reported losses and (when there are
 * any) the keywords its validator does not check exactly, or why it could not be emitted.
 */
export type Emitted =
  | {
      readonly schema: JsonSchema
      readonly warnings: readonly Unrepresentable[]
      readonly inexact?: readonly InexactPart[]
    }
  | { readonly error: string }

/** Binds the schema to the adapter when one is given (the schema's own converter otherwise). */
export function bound(
  schema: StandardSchemaV1,
  adapter: JsonSchemaAdapter | undefined,
): StandardSchemaV1 {
  return adapter === undefined ? schema : withAdapter(schema, adapter)
}

/** Emits one side with `onUnrepresentable: 'any'`, keeping the reported losses as warnings. */
export function emit(
  schema: StandardSchemaV1,
  io: JsonSchemaIo,
  target: JsonSchemaTarget = 'draft-2020-12',
): Emitted {
  try {
    const { inexact, ...emitted } = extractJsonSchema(schema, {
      io,
      target,
      onUnrepresentable: 'any',
    })
    return inexact.length === 0 ? emitted : { ...emitted, inexact }
  } catch (error) {
    return { error: emitFailure(error, io, target) }
  }
}

// The kit already passes `onUnrepresentable: 'any'`, so core's advice to pass it does not
// apply here: an adapter that threw must return a tagged `{}` for the part instead.
function emitFailure(error: unknown, io: JsonSchemaIo, target: JsonSchemaTarget): string {
  if (error instanceof UnrepresentableSchemaError && error.code === 'conversion-failed') {
    const cause = error.cause instanceof Error ? error.cause.message : String(error.cause)
    return `the adapter threw on the ${io} side (${target}): ${cause}. For a part JSON Schema cannot state, return markUnrepresentable({}, code, message) (or the closest schema, tagged) instead of throwing: core then reports the loss, and the kit declares it with lossy: { <case>: { code, pointer, reason } } and judges the rest of the schema.`
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}

/** Whether the default policy refuses a lossy side with an `UnrepresentableSchemaError`. */
export function refusesLoss(schema: StandardSchemaV1, io: JsonSchemaIo): boolean {
  try {
    toJsonSchema(schema, { io })
    return false
  } catch (error) {
    return error instanceof UnrepresentableSchemaError
  }
}

/** The value at a JSON pointer in a schema, or `undefined`. */
export function atPointer(schema: unknown, pointer: string): unknown {
  if (pointer === '') return schema
  let node = schema
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~')
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined
    node = (node as Record<string, unknown>)[key]
  }
  return node
}
