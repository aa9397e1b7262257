import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from './check-provider-schema'
import { JsonSchemaError } from './errors'
import { fromJsonSchema } from './from-json-schema'
import { toProviderSchema } from './to-provider-schema'

// A server spells its references with percent-escapes, as RFC 3986 and RFC 6901 allow:
// `#/%24defs/s` is `#/$defs/s`. The emitters and the check read it that way; fromJsonSchema
// refused it, so the same tool was sent to the model but could not be validated.
const referring = (ref: string, defs: Record<string, unknown>) => ({
  type: 'object',
  properties: { p: { $ref: ref } },
  required: ['p'],
  $defs: defs,
})

const SPELLINGS: readonly (readonly [string, string])[] = [
  ['#/%24defs/s', 's'],
  ['#/%24%64efs/s', 's'],
  ['#/%24defs/a%20b', 'a b'],
  ['#/%24defs/a~1b', 'a/b'],
  ['#/%24defs/a%7E0b', 'a~b'],
  ['#/%24defs/a%23b', 'a#b'],
  ['#/%24defs/a%25b', 'a%b'],
  ['#/%24defs/%C3%A9%E2%80%AE', 'é\u202E'],
]

describe('a percent-encoded $ref', () => {
  for (const [ref, name] of SPELLINGS) {
    it(`${ref} is read as a pointer to "${name}" by every entry point`, () => {
      const schema = referring(ref, { [name]: { type: 'string' } })
      const { validate } = fromJsonSchema(schema)['~standard']
      expect(validate({ p: 'x' })).toEqual({ value: { p: 'x' } })
      expect(validate({ p: 5 })).toHaveProperty('issues')
      expect(checkProviderSchema(schema, 'mcp')).toEqual([])
      expect(toProviderSchema(schema, 'mcp').schema).toHaveProperty(['$defs', name])
    })
  }

  it('with a malformed escape gets a clear JsonSchemaError at the $ref', () => {
    const schema = referring('#/%24defs/%ZZ', { s: { type: 'string' } })
    const thrown = (() => {
      try {
        fromJsonSchema(schema)
      } catch (error) {
        return error
      }
    })()
    expect(thrown).toBeInstanceOf(JsonSchemaError)
    expect(thrown).toMatchObject({ pointer: '/properties/p' })
    expect((thrown as Error).message).toMatch(/percent-escapes/)
  })

  it('that loops on the same value is still refused', () => {
    const schema = referring('#/%24defs/a', { a: { $ref: '#/%24defs/a' } })
    expect(() => fromJsonSchema(schema)).toThrow(JsonSchemaError)
  })
})
