import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from './check-provider-schema'
import type { CaseName } from './test-fixtures/json-cases'
import { jsonSchemaOf, LIBRARY_CASES, type LibraryName } from './test-fixtures/library-cases'
import { libraryExpected } from './test-fixtures/library-expected'
import { PROFILES } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'

const LIBRARIES = Object.keys(LIBRARY_CASES) as LibraryName[]
const CASE_NAMES = Object.keys(LIBRARY_CASES.zod) as CaseName[]

// ArkType names its definitions with a running counter; read them from its own output.
const arktypeTree = jsonSchemaOf(LIBRARY_CASES.arktype.recursiveTree)
const arktypeRootName = String(arktypeTree.$ref).split('/').pop()!
const arktypeTreeNames = [
  arktypeRootName,
  ...Object.keys(arktypeTree.$defs as object).filter((name) => name !== arktypeRootName),
]

describe.each(LIBRARIES)('the fifteen provider cases in %s', (library) => {
  describe.each(CASE_NAMES)('%s', (name) => {
    const jsonSchema = jsonSchemaOf(LIBRARY_CASES[library][name])

    it.each(PROFILES)('emits the expected schema for $id', (profile) => {
      const expected = libraryExpected(library, name, profile.id, arktypeTreeNames)
      if (expected !== undefined && 'error' in expected) {
        expect(() => toProviderSchema(jsonSchema, profile.target, profile.options)).toThrow(
          expect.objectContaining({ code: expected.error }),
        )
        return
      }
      const { schema } = toProviderSchema(jsonSchema, profile.target, profile.options)
      expect(schema).toEqual(expected)
      expect(checkProviderSchema(schema, profile.target, profile.options)).toEqual([])
    })
  })
})

describe('library schemas decode back into values the library accepts', () => {
  it('Zod: optional and defaulted fields under OpenAI strict', () => {
    const { decode } = toProviderSchema(jsonSchemaOf(LIBRARY_CASES.zod.numberWithDefault), 'openai')
    const zodSchema = LIBRARY_CASES.zod.numberWithDefault as unknown as {
      parse: (value: unknown) => unknown
    }
    expect(zodSchema.parse(decode({ n: null }))).toEqual({ n: 5 })
  })

  it('Valibot: the numeric picklist under Gemini parameters', () => {
    const { decode } = toProviderSchema(
      jsonSchemaOf(LIBRARY_CASES.valibot.numericLiterals),
      'gemini',
    )
    const result = (
      LIBRARY_CASES.valibot.numericLiterals as unknown as {
        '~standard': { validate: (value: unknown) => unknown }
      }
    )['~standard'].validate(decode({ l: '3' }))
    expect(result).toMatchObject({ value: { l: 3 } })
    expect((result as { issues?: unknown }).issues).toBeUndefined()
  })

  it('ArkType: the root union under Anthropic strict', () => {
    const { decode } = toProviderSchema(jsonSchemaOf(LIBRARY_CASES.arktype.rootUnion), 'anthropic')
    const arktypeSchema = LIBRARY_CASES.arktype.rootUnion as unknown as (value: unknown) => unknown
    expect(arktypeSchema(decode({ value: { kind: 'y', y: 1 } }))).toEqual({ kind: 'y', y: 1 })
  })
})
