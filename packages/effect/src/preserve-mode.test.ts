import { compileJudge, createValidator } from '@polytool/conformance'
import { extractJsonSchema, type StandardSchemaV1, withAdapter } from '@polytool/core'
import { Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { effectAdapter } from './adapter'
import { effectKeepsExcessKeys } from './preserve-mode'
import { outputUserCode } from './test-fixtures/output-user-code'

// The installed Effect (4.1) has no 'preserve' mode: it reads the option as its default and drops
// unknown keys, so the output side closed on that default is exact, and nothing is reported. An
// upgrade that brings the mode back fails here, and `preserve-mode.attack.test.ts` says what the
// adapter then reports.

const ajv = createValidator()
const preserve = { parseOptions: { onExcessProperty: 'preserve' } as never }

describe("Effect's onExcessProperty: 'preserve', as installed", () => {
  it('drops unknown keys, as the default does', () => {
    expect(effectKeepsExcessKeys()).toBe(false)
    const schema = Schema.toStandardSchemaV1(Schema.Struct({ a: Schema.Number }), preserve)
    expect(schema['~standard'].validate({ a: 1, extra: 2 })).toEqual({ value: { a: 1 } })
  })

  for (const [name, { schema: root, values }] of Object.entries(outputUserCode)) {
    it(`gives outputs the closed output JSON Schema takes, with no report: ${name}`, () => {
      for (const options of [undefined, preserve]) {
        const schema = Schema.toStandardSchemaV1(
          root as Schema.Codec<unknown, unknown>,
          options,
        ) as StandardSchemaV1
        const { schema: json, inexact } = extractJsonSchema(withAdapter(schema, effectAdapter), {
          onUnrepresentable: 'any',
          io: 'output',
        })
        expect(JSON.stringify(json)).toContain('"additionalProperties":false')
        expect(inexact).toEqual([])
        const judge = compileJudge(ajv, json as object)
        fc.assert(
          fc.property(values, (value) => {
            const result = schema['~standard'].validate(value) as StandardSchemaV1.Result<unknown>
            expect(result.issues).toBeUndefined()
            expect(judge((result as { value: unknown }).value).errors).toEqual([])
          }),
          { numRuns: 30 },
        )
      }
    })
  }
})
