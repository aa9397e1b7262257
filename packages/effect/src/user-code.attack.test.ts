import { collectUnhandledRejections, recordingTool } from '@polytool/conformance'
import { extractJsonSchema, type StandardSchemaV1, withAdapter } from '@polytool/core'
import { Effect, type Option, Schema, SchemaGetter } from 'effect'
import { describe, expect, it } from 'vitest'
import { effectAdapter } from './adapter'
import { createTool } from './index'

// The excess-key and filled-key probes sent values through the validator, which ran the
// author's checks, getters and struct checks on them while the tool was created and its JSON
// Schema emitted: a counter counted, a throw or a rejected promise went off at definition time.

const calls: string[] = []
const filter = (name: string) =>
  Schema.makeFilter((_: unknown) => {
    calls.push(name)
    return true
  })
const getter = (name: string) => ({
  decode: SchemaGetter.transform((value: unknown) => {
    calls.push(name)
    return value
  }),
  encode: SchemaGetter.transform((value: unknown) => value),
})
const optionalGetter = (name: string, made: () => unknown) =>
  Schema.optionalKey(Schema.String).pipe(
    Schema.decodeTo(Schema.optionalKey(Schema.String), {
      decode: SchemaGetter.transformOptional((option: Option.Option<string>) => {
        calls.push(name)
        made()
        return option
      }),
      encode: SchemaGetter.passthrough(),
    } as never),
  )

const schemas: Record<string, () => unknown> = {
  'a filter on a required key': () => Schema.Struct({ a: Schema.String.check(filter('key')) }),
  'a filter on the struct': () => Schema.Struct({ a: Schema.String }).check(filter('struct')),
  'a getter above the struct': () =>
    Schema.Struct({ a: Schema.String }).pipe(
      Schema.decodeTo(Schema.Unknown, getter('root') as never),
    ),
  'a getter on a key': () =>
    Schema.Struct({
      a: Schema.String.pipe(Schema.decodeTo(Schema.String, getter('key') as never)),
    }),
  'a transformOptional on an optional key': () =>
    Schema.Struct({ a: optionalGetter('optional', () => undefined) }),
  'a filter inside an array': () =>
    Schema.Array(Schema.Struct({ n: Schema.Number.check(filter('item')) })),
  'a filter in a tagged union member': () =>
    Schema.Union([
      Schema.Struct({ t: Schema.Literal('a'), n: Schema.Number.check(filter('member')) }),
      Schema.Struct({ t: Schema.Literal('b') }),
    ]),
  'a filter on a record key': () =>
    Schema.Record(Schema.String.check(filter('record key')), Schema.Number),
  'a decoding default made by Effect.sync': () =>
    Schema.Struct({
      a: Schema.optionalKey(Schema.String).pipe(
        Schema.withDecodingDefaultKey(
          Effect.sync(() => {
            calls.push('default')
            return 'x'
          }),
        ),
      ),
    }),
}

const closed = { parseOptions: { onExcessProperty: 'error' as const } }

describe('creating a tool and emitting its JSON Schema', () => {
  for (const [name, make] of Object.entries(schemas)) {
    for (const options of [undefined, closed]) {
      it(`runs no function of the schema: ${name}${options ? ', unknown keys refused' : ''}`, () => {
        calls.length = 0
        const schema = Schema.toStandardSchemaV1(make() as never, options) as StandardSchemaV1
        recordingTool(createTool, schema)
        for (const io of ['input', 'output'] as const) {
          extractJsonSchema(withAdapter(schema, effectAdapter), { onUnrepresentable: 'any', io })
        }
        expect(calls).toEqual([])
      })
    }
  }

  it('neither throws nor leaves a rejection unhandled when the getter throws or rejects', async () => {
    const made = [
      () => {
        throw new Error('boom')
      },
      () => Promise.reject(new Error('db=customers_private')),
    ]
    for (const run of made) {
      const schema = Schema.toStandardSchemaV1(
        Schema.Struct({ a: optionalGetter('x', run), b: Schema.String.check(filter('b')) }),
      ) as StandardSchemaV1
      const { unhandled } = await collectUnhandledRejections(async () => {
        recordingTool(createTool, schema)
        extractJsonSchema(withAdapter(schema, effectAdapter), {
          onUnrepresentable: 'any',
          io: 'output',
        })
      })
      expect(unhandled).toEqual([])
    }
  })

  it('still closes a schema with checks whose validator refuses unknown keys', () => {
    const schema = Schema.toStandardSchemaV1(
      Schema.Struct({ a: Schema.String.check(filter('key')), n: Schema.Number }),
      closed,
    ) as StandardSchemaV1
    const emitted = extractJsonSchema(withAdapter(schema, effectAdapter), {
      onUnrepresentable: 'any',
    }).schema as Record<string, unknown>
    expect(emitted.additionalProperties).toBe(false)
  })
})
