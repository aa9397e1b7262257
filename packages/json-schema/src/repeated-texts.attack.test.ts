import { describe, expect, it } from 'vitest'
import { rememberedCharacters } from './repeated-texts'
import { toProviderSchema } from './to-provider-schema'

describe('the tables of repeated constraint texts, fed by hostile schemas', () => {
  it('keep nothing of long constraint values, however many distinct ones arrive', () => {
    const before = rememberedCharacters()
    for (let index = 0; index < 300; index++) {
      const long = `${index}-${'x'.repeat(5_000)}`
      const schema = {
        type: 'object',
        properties: { field: { type: 'string', format: long, pattern: `^(a|${long})$` } },
        required: ['field'],
      }
      for (const target of ['openai', 'anthropic', 'gemini'] as const) {
        const { warnings } = toProviderSchema(schema, target)
        expect(warnings.some((warning) => warning.code === 'CONSTRAINT_IN_DESCRIPTION')).toBe(true)
      }
    }
    // Kept, these would be some 300 × 3 × 5,000 × 3 characters.
    expect(rememberedCharacters() - before).toBeLessThan(10_000)
  })

  it('stop remembering short values at 256 per keyword', () => {
    const before = rememberedCharacters()
    for (let index = 0; index < 5_000; index++) {
      const schema = {
        type: 'object',
        properties: { field: { type: 'string', format: `f${index}` } },
      }
      toProviderSchema(schema, 'gemini')
    }
    // 256 values, with their words, warning and description, each under 200 characters.
    expect(rememberedCharacters() - before).toBeLessThan(256 * 4 * 200)
  })
})
