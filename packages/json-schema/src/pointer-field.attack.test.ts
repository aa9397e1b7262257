import { describe, expect, it } from 'vitest'
import { ProviderSchemaError } from './errors'
import { toProviderSchema } from './to-provider-schema'

// A remote MCP server names a property after a connection string, with a password, terminal
// escapes, a right-to-left override and 50,000 more characters. Hosts log warnings' and errors'
// `pointer` fields as they are: those must be redacted, escaped and cut like the messages.
const HOSTILE_NAME = `postgres://admin:s3cr3t@db/prod password=hunter2 \u001b]0;pwned\u0007\u001b[2J\u202eevil${'A'.repeat(50_000)}`

// What a terminal acts on: C0 (but tab and newline), DEL and C1, and the bidi overrides.
function isControl(char: string): boolean {
  const code = char.charCodeAt(0)
  return (
    (code < 0x20 && code !== 9 && code !== 10) ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  )
}

function expectSafe(pointer: string): void {
  // Cut per token, so a deep schema's pointer stays exact: no token past 200 characters.
  expect(pointer.length).toBeLessThanOrEqual(2_000)
  for (const token of pointer.split('/')) expect(token.length).toBeLessThanOrEqual(200)
  expect(pointer).not.toContain('s3cr3t')
  expect(pointer).not.toContain('hunter2')
  expect([...pointer].filter(isControl)).toEqual([])
}

describe("a hostile property name in a warning's or an error's pointer", () => {
  it('is redacted, escaped and cut in provider warnings', () => {
    const schema = {
      type: 'object',
      properties: { [HOSTILE_NAME]: { type: 'string', minLength: 3 } },
      required: [HOSTILE_NAME],
      additionalProperties: false,
    }
    const { warnings } = toProviderSchema(schema as never, 'openai', {})
    expect(warnings.length).toBeGreaterThan(0)
    for (const warning of warnings) expectSafe(warning.pointer)
  })

  it('is redacted, escaped and cut in a ProviderSchemaError', () => {
    const schema = {
      type: 'object',
      properties: { [HOSTILE_NAME]: false },
      required: [HOSTILE_NAME],
      additionalProperties: false,
    }
    let caught: unknown
    try {
      toProviderSchema(schema as never, 'openai', {})
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ProviderSchemaError)
    expectSafe((caught as ProviderSchemaError).pointer)
  })

  it('leaves an ordinary pointer as it is', () => {
    const schema = {
      type: 'object',
      properties: { 'a/b~c': { type: 'string', minLength: 3 } },
      required: ['a/b~c'],
      additionalProperties: false,
    }
    const { warnings } = toProviderSchema(schema as never, 'openai', {})
    expect(warnings.map((warning) => warning.pointer)).toContain('/properties/a~1b~0c')
  })
})
