import { describe, expect, it } from 'vitest'
import { JsonSchemaError } from './errors'
import { fromJsonSchema } from './from-json-schema'
import { thrownBy } from './test-fixtures/hostile'

// A hostile MCP server writes `$id` and `$ref` URIs that cannot be resolved, or that two
// subschemas share: the caller gets our own error with a pointer, never the URL parser's error
// carrying the raw URI (credentials and all) or the validator's internal base URI.
const SECRET_ID = `https://admin:s3cr3t@evil.example/s.json?password=hunter2&x=\u202e\u001b[2J${'A'.repeat(3000)}`

const thrown = (schema: unknown): JsonSchemaError => {
  const error = thrownBy(() => fromJsonSchema(schema as never))
  expect(error).toBeInstanceOf(JsonSchemaError)
  return error as JsonSchemaError
}

const expectShown = (error: JsonSchemaError) => {
  expect(error.code).toBe('INVALID_JSON_SCHEMA')
  expect(error.message).not.toMatch(/s3cr3t|hunter2|token=abcdef|cfworker/)
  for (const raw of ['\u202e', '\u001b']) expect(error.message).not.toContain(raw)
  expect(error.message.length).toBeLessThanOrEqual(1000)
  expect(error).not.toHaveProperty('cause')
  expect(error).not.toHaveProperty('input')
}

describe('$id and $ref URIs from a hostile schema', () => {
  it('two subschemas with one $id: located at the second, the $id redacted and cut', () => {
    const error = thrown({
      $defs: { a: { $id: SECRET_ID, type: 'string' }, b: { $id: SECRET_ID, type: 'number' } },
    })
    expect(error.pointer).toBe('/$defs/b')
    expectShown(error)
  })

  it('$id "#" in a subschema names the root again, without naming the internal base URI', () => {
    const error = thrown({ $defs: { a: { $id: '#' } } })
    expect(error.pointer).toBe('/$defs/a')
    expectShown(error)
  })

  it('a malformed $id or $ref URL: pointed at the keyword, credentials redacted', () => {
    const cases: [unknown, string][] = [
      [{ $id: 'http://admin:s3cr3t@[::1/password=hunter2' }, '/$id'],
      [
        { type: 'object', properties: { p: { $ref: 'http://x:99999/?token=abcdef123456' } } },
        '/properties/p/$ref',
      ],
      [
        { $defs: { a: { $id: 'http://h:1/a', $ref: 'http://user:hunter2@exa mple/' } } },
        '/$defs/a/$ref',
      ],
    ]
    for (const [schema, pointer] of cases) {
      const error = thrown(schema)
      expect(error.pointer).toBe(pointer)
      expectShown(error)
    }
  })

  it('60 nested subschemas with their own $id compile: each is walked from its URI once', () => {
    let schema: Record<string, unknown> = { type: 'string' }
    for (let level = 0; level < 60; level++) {
      schema = { $id: `s${level}.json`, type: 'object', properties: { a: schema } }
    }
    const validate = fromJsonSchema(schema)['~standard'].validate
    expect(validate({ a: { a: {} } })).toHaveProperty('value')
  })
})
