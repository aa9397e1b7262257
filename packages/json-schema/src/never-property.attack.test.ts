import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { toProviderSchema } from './to-provider-schema'

// A property the tool forbids (Zod / Valibot `never` is `not: {}`, ArkType's is `enum: []`, a
// remote MCP schema may write `false`) in an object that stays open. Gemini cannot close an
// object: left out, the property reads as "any extra key", the model may send it, and the tool
// refuses the call. That must not be silent.
const SPELLINGS: Record<string, unknown> = {
  false: false,
  'not: {}': { not: {} },
  'enum: []': { enum: [] },
}

const ajv = new Ajv2020({ strict: false })

describe('a forbidden property of an open object', () => {
  for (const [spelling, never] of Object.entries(SPELLINGS)) {
    for (const options of [{}, { mode: 'parametersJsonSchema' }] as const) {
      it(`${spelling} for gemini ${JSON.stringify(options)}: closed or warned`, () => {
        const original = {
          type: 'object',
          properties: { q: { type: 'string' }, legacyMode: never },
          required: ['q'],
        }
        const emitted = toProviderSchema(original as never, 'gemini', options as never)
        const attack = { q: 'x', legacyMode: true }
        // Ajv refuses to compile `enum: []` (valid 2020-12): it is checked as its twin `not: {}`.
        const forAjv =
          spelling === 'enum: []'
            ? { ...original, properties: { q: {}, legacyMode: { not: {} } } }
            : original
        expect(ajv.compile(forAjv)(attack)).toBe(false)
        if (emitted.schema !== undefined && ajv.compile(emitted.schema as object)(attack)) {
          expect(emitted.warnings).toContainEqual(
            expect.objectContaining({ pointer: '/properties/legacyMode' }),
          )
        }
      })
    }
  }
})
