import { type AnySchema, createTool } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from '../check-provider-schema'
import type { CaseName } from '../test-fixtures/json-cases'
import { jsonSchemaOf, LIBRARY_CASES, type LibraryName } from '../test-fixtures/library-cases'
import { libraryExpected } from '../test-fixtures/library-expected'
import { PROFILES, type TestProfile } from '../test-fixtures/profiles'
import type { ProviderTool } from './provider-tool'
import { toProviderTool } from './to-provider-tool'

const LIBRARIES = Object.keys(LIBRARY_CASES) as LibraryName[]
const CASE_NAMES = Object.keys(LIBRARY_CASES.zod) as CaseName[]

// ArkType names its definitions with a running counter; read them from its own output.
const arktypeTree = jsonSchemaOf(LIBRARY_CASES.arktype.recursiveTree)
const arktypeRootName = String(arktypeTree.$ref).split('/').pop()!
const arktypeTreeNames = [
  arktypeRootName,
  ...Object.keys(arktypeTree.$defs as object).filter((name) => name !== arktypeRootName),
]

/** The input schema inside a whole entry, wherever the target puts it. */
function schemaIn(entry: ProviderTool): unknown {
  const payload = entry.payload as unknown as Record<string, Record<string, unknown> | undefined>
  switch (entry.target) {
    case 'openai':
      return payload.function?.parameters
    case 'anthropic':
      return payload.input_schema
    case 'gemini':
      return payload.parameters ?? payload.parametersJsonSchema
    case 'mcp':
      return payload.inputSchema
  }
}

/** The profile a strict profile falls back to when the schema cannot be strict. */
const FALLBACK: Partial<Record<TestProfile['id'], TestProfile['id']>> = {
  'openai-strict': 'openai',
  'anthropic-strict': 'anthropic',
}

describe.each(LIBRARIES)('the fifteen provider cases as whole tool entries, in %s', (library) => {
  describe.each(CASE_NAMES)('%s', (name) => {
    const tool = createTool({
      id: 'case_tool',
      description: 'A provider case',
      inputSchema: LIBRARY_CASES[library][name] as unknown as AnySchema,
      strict: true,
    })

    it.each(PROFILES)('$id', (profile) => {
      const expected = libraryExpected(library, name, profile.id, arktypeTreeNames)
      const fallback = FALLBACK[profile.id]
      if (expected !== undefined && 'error' in expected && fallback === undefined) {
        expect(() => toProviderTool(tool, profile.target, profile.options)).toThrow(
          expect.objectContaining({ code: expected.error }),
        )
        return
      }
      const entry = toProviderTool(tool, profile.target, profile.options)
      if (expected !== undefined && 'error' in expected) {
        // The schema cannot be strict: the entry goes non-strict and says why.
        expect(entry.strict).toBe(false)
        expect(entry.warnings[0]).toMatchObject({ code: 'STRICT_DROPPED', tool: 'case_tool' })
        expect(schemaIn(entry)).toEqual(libraryExpected(library, name, fallback!, arktypeTreeNames))
        return
      }
      expect(entry.strict).toBe(fallback !== undefined)
      const emptyJsonSchemaParameters =
        profile.id === 'gemini-json-schema' && name === 'noParameters'
      expect(schemaIn(entry)).toEqual(emptyJsonSchemaParameters ? undefined : expected)
      if (schemaIn(entry) !== undefined)
        expect(checkProviderSchema(schemaIn(entry), profile.target, profile.options)).toEqual([])
    })
  })
})
