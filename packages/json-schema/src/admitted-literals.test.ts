import { RE2JS } from 're2js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toProviderSchema } from './to-provider-schema'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the patterns of one emission', () => {
  it('compile once, shared by the enum filter, the check of defaults and the decoder', () => {
    const compile = vi.spyOn(RE2JS, 'compile')
    const pattern = '^[a-q]{1,7}$'
    const schema = {
      type: 'object',
      properties: {
        a: {
          anyOf: [
            { type: 'string', enum: ['ab', 'a1', 'cd'], pattern, default: 'ab' },
            { type: 'array', items: { type: 'string', pattern } },
          ],
        },
      },
      required: ['a'],
    }
    const out = toProviderSchema(schema, 'gemini')
    // A value whose branch the decoder must tell by the original schema.
    out.decode({ a: ['ab'] })
    const compiled = compile.mock.calls.filter(([source]) => String(source).includes('[a-q]'))
    expect(compiled).toHaveLength(1)
    // The filter ran: the member the pattern refuses is not listed.
    expect(JSON.stringify(out.schema)).not.toContain('"a1"')
  })
})
