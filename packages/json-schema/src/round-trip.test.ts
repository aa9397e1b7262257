import { Ajv2020 } from 'ajv/dist/2020.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SchemaNode } from './json-schema'
import { arbitraryFor } from './test-fixtures/arbitrary'
import { EXPECTED } from './test-fixtures/expected-outputs'
import { type CaseName, JSON_CASES } from './test-fixtures/json-cases'
import { jsonSchemaOf, LIBRARY_CASES, type LibraryName } from './test-fixtures/library-cases'
import { encodeAs } from './test-fixtures/model-encoding'
import { PROFILES, type TestProfile } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'

// `nullable` is the OpenAPI keyword of Gemini parameters; Ajv reads it as OpenAPI does.
const ajv = new Ajv2020({ strict: false, allErrors: false })
const CASE_NAMES = Object.keys(JSON_CASES) as CaseName[]

type LibraryValidate = (value: unknown) => { issues?: unknown } | Promise<unknown>

function checkRoundTrip(
  document: SchemaNode,
  profile: TestProfile,
  libraryValidate?: LibraryValidate,
  runs = 40,
) {
  const accepts = ajv.compile(document)
  const { schema, decode, encode } = toProviderSchema(document, profile.target, profile.options)
  const emittedAccepts =
    schema === undefined ? (value: unknown) => JSON.stringify(value) === '{}' : ajv.compile(schema)
  fc.assert(
    fc.property(
      arbitraryFor(document, document).filter((value) => accepts(value)),
      (value) => {
        const { sent, decoded } = encodeAs(profile.id, document, value)
        const frozen = structuredClone(sent)
        expect(encode(value), 'encode sends what the model sends').toEqual(sent)
        expect(emittedAccepts(sent), JSON.stringify(sent)).toBe(true)
        const result = decode(sent)
        expect(sent).toEqual(frozen)
        expect(result).toEqual(decoded)
        expect(accepts(result)).toBe(true)
        if (libraryValidate)
          expect(libraryValidate(result)).not.toHaveProperty('issues', expect.anything())
      },
    ),
    { numRuns: runs },
  )
}

const emitsFor = (name: CaseName, profile: TestProfile) => {
  const expected = EXPECTED[name][profile.id]
  return expected === undefined || !('error' in expected)
}

describe('round trip: encode as the model would, the emitted schema accepts it, decode gives the value back', () => {
  describe.each(CASE_NAMES)('%s (JSON Schema)', (name) => {
    it.each(PROFILES.filter((profile) => emitsFor(name, profile)))('$id', (profile) => {
      checkRoundTrip(JSON_CASES[name], profile)
    })
  })

  describe.each(Object.keys(LIBRARY_CASES) as LibraryName[])('%s', (library) => {
    describe.each(CASE_NAMES)('%s', (name) => {
      const schema = LIBRARY_CASES[library][name] as unknown as {
        '~standard': { validate: LibraryValidate }
      }
      const document = jsonSchemaOf(LIBRARY_CASES[library][name])
      it.each(PROFILES.filter((profile) => emitsFor(name, profile)))('$id', (profile) => {
        checkRoundTrip(document, profile, (value) => schema['~standard'].validate(value), 15)
      })
    })
  })
})
