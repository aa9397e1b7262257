import { describe, expect, it } from 'vitest'
import { toProviderSchema } from './to-provider-schema'

// A hostile or careless server declares a default its own schema refuses. Under OpenAI strict
// the model's `null` for the optional field would become that default, and a call valid under
// the emitted schema would fail the original one.
const listing = (perPage: Record<string, unknown>) => ({
  type: 'object',
  $defs: { page: { type: 'integer', minimum: 1, maximum: 100 } },
  properties: { owner: { type: 'string' }, perPage },
  required: ['owner'],
  additionalProperties: false,
})

describe('a default its own schema refuses', () => {
  it('is never put in place of null, nor told to the model', () => {
    const schema = listing({ type: 'integer', minimum: 1, maximum: 100, default: 0 })
    const {
      schema: emitted,
      decode,
      warnings,
    } = toProviderSchema(schema, 'openai', {
      strict: true,
    })
    expect(JSON.stringify(emitted)).not.toContain('Default')
    expect(decode({ owner: 'o', perPage: null })).toEqual({ owner: 'o' })
    expect(warnings).toContainEqual(
      expect.objectContaining({ pointer: '/properties/perPage', code: 'KEYWORD_DROPPED' }),
    )
  })

  it('is judged with the references of its schema resolved', () => {
    const schema = listing({ $ref: '#/$defs/page', default: 500 })
    const { decode, warnings } = toProviderSchema(schema, 'openai', { strict: true })
    expect(decode({ owner: 'o', perPage: null })).toEqual({ owner: 'o' })
    expect(warnings.map((warning) => warning.code)).toContain('KEYWORD_DROPPED')
  })

  it('is left out for the other strict targets too', () => {
    const schema = listing({ type: 'integer', minimum: 1, default: 0 })
    for (const [target, options] of [
      ['anthropic', { strict: true }],
      ['gemini', {}],
    ] as const) {
      const { schema: emitted } = toProviderSchema(schema, target, options as never)
      expect(JSON.stringify(emitted)).not.toMatch(/Default|"default"/)
    }
  })

  it('while a valid default still replaces the model null', () => {
    const schema = listing({ type: 'integer', minimum: 1, maximum: 100, default: 30 })
    const { decode, warnings } = toProviderSchema(schema, 'openai', { strict: true })
    expect(decode({ owner: 'o', perPage: null })).toEqual({ owner: 'o', perPage: 30 })
    expect(warnings).toEqual([])
  })
})

describe('a valid default on an input already sent through as it is', () => {
  it('is still judged valid once the shared document is frozen', () => {
    const schema = listing({ $ref: '#/$defs/page', default: 30 })
    toProviderSchema(schema, 'mcp')
    const { decode, warnings } = toProviderSchema(schema, 'openai', { strict: true })
    expect(warnings).toEqual([])
    expect(decode({ owner: 'o', perPage: null })).toEqual({ owner: 'o', perPage: 30 })
  })
})
