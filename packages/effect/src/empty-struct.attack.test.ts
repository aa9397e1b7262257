import { compileJudge, createValidator } from '@polytool/conformance'
import { extractJsonSchema, type StandardSchemaV1, withAdapter } from '@polytool/core'
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { effectAdapter } from './adapter'

// `Schema.Struct({})` is Effect's `{}`: any value but null and undefined passes whole, its keys
// kept, under every parse option. The adapter closed it with the other structs (on the output
// side of a schema it could not probe, and on both sides under `onExcessProperty: 'error'`), so
// the JSON Schema refused `{ x: 1 }` where the validator took it and returned it.

const ajv = createValidator()
const checked = Schema.makeFilter((_: unknown) => true)
const refusing = { parseOptions: { onExcessProperty: 'error' as const } }

const emit = (schema: StandardSchemaV1, io: 'input' | 'output') =>
  extractJsonSchema(withAdapter(schema, effectAdapter), { onUnrepresentable: 'any', io })

describe('an empty struct, which keeps every key (attack)', () => {
  it.each([
    [
      'beside a check, on the output side',
      Schema.Struct({ a: Schema.Number.check(checked), o: Schema.Struct({}) }),
      undefined,
      'output',
    ],
    [
      "under onExcessProperty: 'error', on the input side",
      Schema.Struct({ a: Schema.Number, o: Schema.Struct({}) }),
      refusing,
      'input',
    ],
    [
      "under onExcessProperty: 'error', on the output side",
      Schema.Struct({ a: Schema.Number, o: Schema.Struct({}) }),
      refusing,
      'output',
    ],
  ] as const)('is not closed %s', (_, root, options, io) => {
    const schema = Schema.toStandardSchemaV1(root, options) as StandardSchemaV1
    const value = { a: 1, o: { x: 1 } }
    const result = schema['~standard'].validate(value)
    expect(result).toEqual({ value })
    const { schema: json, inexact } = emit(schema, io)
    expect(inexact).toEqual([])
    expect(compileJudge(ajv, json as object)(value).errors).toEqual([])
    // The struct around it is closed as before: the validator refuses or drops its unknown keys.
    expect(compileJudge(ajv, json as object)({ ...value, y: 1 }).ok).toBe(false)
  })

  it('is not reported as possibly refusing unknown keys at the root', () => {
    const schema = Schema.toStandardSchemaV1(Schema.Struct({})) as StandardSchemaV1
    expect(schema['~standard'].validate({ x: 1 })).toEqual({ value: { x: 1 } })
    for (const io of ['input', 'output'] as const) expect(emit(schema, io).inexact).toEqual([])
  })
})
