import { collectUnhandledRejections, recordingTool } from '@polytool/conformance'
import { AsyncInSyncError, isValidationError } from '@polytool/core'
import { Effect, type Option, Schema, SchemaGetter } from 'effect'
import { describe, expect, it } from 'vitest'
import { createTool } from './index'

// An async decoding of an optional key (a getter of the whole `Option`): it must be awaited, or
// refused with a typed error, never hang, pass unchecked or leave a rejection unhandled.

const optionalDecoding = (decode: unknown) =>
  Schema.optionalKey(Schema.String).pipe(
    Schema.decodeTo(Schema.optionalKey(Schema.String), {
      decode: decode as never,
      encode: SchemaGetter.passthrough(),
    } as never),
  )

const getters: Record<string, () => unknown> = {
  'transformOptionalEffect with Effect.promise': () =>
    SchemaGetter.transformOptionalEffect((option: Option.Option<string>) =>
      Effect.promise(async () => option),
    ),
  'transformOptionalEffect with Effect.sleep': () =>
    SchemaGetter.transformOptionalEffect((option: Option.Option<string>) =>
      Effect.as(Effect.sleep('5 millis'), option),
    ),
  'transformOptionalEffect rejecting': () =>
    SchemaGetter.transformOptionalEffect(() =>
      Effect.promise(() => Promise.reject(new Error('db=customers_private'))),
    ),
  'an async transformOptional': () =>
    SchemaGetter.transformOptional((async (option: Option.Option<string>) => option) as never),
}

describe('an async getter of an optional key', () => {
  for (const [name, make] of Object.entries(getters)) {
    it(`is refused at creation or fails the call, never hanging nor passing: ${name}`, async () => {
      const schema = Schema.toStandardSchemaV1(
        Schema.Struct({ a: optionalDecoding(make()), b: Schema.String }),
      )
      let defined: ReturnType<typeof recordingTool>
      try {
        defined = recordingTool(createTool, schema)
      } catch (thrown) {
        expect(thrown).toBeInstanceOf(AsyncInSyncError)
        return
      }
      const { tool, received } = defined
      for (const input of [{ a: 'x', b: 'y' }, { b: 'y' }]) {
        const { result, unhandled } = await collectUnhandledRejections(() =>
          Promise.race([
            tool.execute(input),
            new Promise((resolve) => setTimeout(() => resolve('hung'), 2_000)),
          ]),
        )
        expect(unhandled).toEqual([])
        expect(result).not.toBe('hung')
        expect(JSON.stringify(result)).not.toContain('customers_private')
        // An async effect that succeeds is awaited: the call gets its value. A rejection, or a
        // promise where an `Option` belongs, is a typed validation error.
        if (name.includes('Effect.promise') || name.includes('Effect.sleep')) {
          expect(isValidationError(result)).toBe(false)
        } else expect(isValidationError(result) && result.code).toBe('TOOL_INPUT_INVALID')
      }
      if (name.includes('Effect.promise') || name.includes('Effect.sleep')) {
        expect(received).toEqual([{ a: 'x', b: 'y' }, { b: 'y' }])
      } else expect(received).toEqual([])
    })
  }
})
