import type { StandardSchemaV1 } from '@polytool/core'
import { Schema, SchemaAST } from 'effect'
import { refusesExcessKeys } from './excess-keys'

// `null`: the schema transforms nothing, so it needs no guard.
const guards = new WeakMap<object, StandardSchemaV1 | null>()

/**
 * A validator of the encoded side alone of an Effect schema that transforms: what it checks
 * runs none of the schema's getters. Validating with it first keeps a transformation from
 * running on a value that fails anyway: Effect runs the getters of every key that passes, even
 * when another key fails, then drops their output, where a promise an async getter returned
 * rejects unhandled. Built once per schema; `undefined` for a schema without a transformation
 * (its encoded side is itself), which needs no guard. The guard refuses unknown keys as the
 * schema does (`refusesExcessKeys`); Effect keeps no other parse option on the schema.
 *
 * @param schema - An Effect Standard Schema.
 * @returns The validator of its encoded side, or `undefined` when the schema transforms nothing.
 */
export function encodedGuard(schema: StandardSchemaV1): StandardSchemaV1 | undefined {
  let guard = guards.get(schema)
  if (guard === undefined) {
    guard = buildGuard(schema)
    guards.set(schema, guard)
  }
  return guard ?? undefined
}

function buildGuard(schema: StandardSchemaV1): StandardSchemaV1 | null {
  if (!Schema.isSchema(schema)) return null
  const ast = (schema as unknown as Schema.Top).ast
  if (SchemaAST.toEncoded(ast) === ast) return null
  const onExcessProperty = refusesExcessKeys(schema, ast) ? 'error' : 'ignore'
  return Schema.toStandardSchemaV1(Schema.toEncoded(schema as unknown as Schema.Top), {
    parseOptions: { onExcessProperty },
  })
}
