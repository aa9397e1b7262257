import {
  extractJsonSchema,
  type InexactPart,
  type JsonSchema,
  type JsonSchemaAdapter,
  type JsonSchemaIo,
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
export function emit(schema: StandardSchemaV1, io: JsonSchemaIo): Emitted {
  try {
    const { inexact, ...emitted } = extractJsonSchema(schema, { io, onUnrepresentable: 'any' })
    return inexact.length === 0 ? emitted : { ...emitted, inexact }
  } catch (error) {
    return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }
  }
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
