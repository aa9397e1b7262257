import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { toProviderSchema } from './to-provider-schema'

// TypeBox Type.Object({}, { patternProperties: { '^x_': Type.Number() }, additionalProperties: false }),
// or a remote MCP schema written the same way: only keys starting with x_ are allowed. Sent as a
// list of { key, value } entries, the key must keep the pattern, or the model is told any key is fine.
const closedPatternMap = {
  type: 'object',
  properties: {
    flags: {
      type: 'object',
      patternProperties: { '^x_': { type: 'number' } },
      additionalProperties: false,
    },
  },
  required: ['flags'],
  additionalProperties: false,
}

const ENTRY_TARGETS = [
  ['openai', {}],
  ['anthropic', {}],
  ['gemini', {}],
] as const

const ajv = new Ajv2020({ strict: false })

describe('a map keyed by patternProperties, sent as entries', () => {
  for (const [target, options] of ENTRY_TARGETS) {
    it(`keeps the key pattern for ${target}, or warns`, () => {
      const emitted = toProviderSchema(closedPatternMap as never, target, options as never)
      const sent = ajv.compile(emitted.schema as object)
      const own = ajv.compile(closedPatternMap)
      const attack = { flags: [{ key: 'admin', value: 1 }] }
      const keyWarned = emitted.warnings.some(
        (warning) =>
          warning.code !== 'RECORD_AS_ENTRIES' && warning.pointer.startsWith('/properties/flags'),
      )
      // The model's `admin` key: the sent schema may only accept it if a warning says keys are free.
      if (sent(attack)) {
        expect(own(emitted.decode(attack))).toBe(false)
        expect(keyWarned).toBe(true)
      } else expect(sent({ flags: [{ key: 'x_admin', value: 1 }] })).toBe(true)
    })
  }

  it('warns where a key pattern cannot be tied to its values (patterns plus additionalProperties)', () => {
    const open = {
      type: 'object',
      properties: {
        flags: {
          type: 'object',
          patternProperties: { '^x_': { type: 'number' } },
          additionalProperties: { type: 'string' },
        },
      },
      required: ['flags'],
      additionalProperties: false,
    }
    const { warnings } = toProviderSchema(open as never, 'openai', {})
    expect(warnings).toContainEqual(
      expect.objectContaining({
        code: 'KEYWORD_DROPPED',
        pointer: '/properties/flags/patternProperties',
      }),
    )
  })
})
