import { describe, expect, it } from 'vitest'
import { fromJsonSchema } from './from-json-schema'

// The validator's messages quote the schema: a hostile MCP server puts secrets, bidi overrides
// and control characters in a `const` or an `enum`, or makes them thousands of characters long.
// Every issue a host logs or shows must come out redacted, escaped and cut.
const HOSTILE =
  'password=hunter2 postgres://admin:s3cr3t@db/prod sk-abcdefghijklmnopqrstuvwx \u202eevil\u0007'

const messageOf = (schema: unknown, value: unknown) => {
  const result = fromJsonSchema(schema as never)['~standard'].validate(value) as {
    issues?: { message: string }[]
  }
  return result.issues?.[0]?.message ?? ''
}

describe('issue messages that quote a hostile schema', () => {
  it('const and enum members are redacted and escaped', () => {
    for (const schema of [
      { const: HOSTILE },
      { enum: [HOSTILE] },
      { type: 'object', properties: { a: { const: HOSTILE } } },
    ]) {
      const message = messageOf(schema, schema.type ? { a: 3 } : 3)
      expect(message).toContain('does not match')
      expect(message).not.toMatch(/hunter2|s3cr3t|sk-abcdefghijklmnopqrstuvwx/)
      for (const raw of ['\u202e', '\u0007']) expect(message).not.toContain(raw)
    }
  })

  it('a 5,000-character const gives a message of at most 1,000 characters', () => {
    const message = messageOf({ const: 'x'.repeat(5000) }, 3)
    expect(message).toContain('Instance does not match')
    expect(message.length).toBeLessThanOrEqual(1000)
  })
})
