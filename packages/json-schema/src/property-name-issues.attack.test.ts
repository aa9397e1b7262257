import { describe, expect, it } from 'vitest'
import { fromJsonSchema } from './from-json-schema'

// The validator names a missing or unexpected property inside its message, and the property's
// own path is read back out of that message. A name with a line break in it did not read back:
// the issue fell to the object's path (the root), with the validator's raw message.
const NAMES = ['a\nb', 'line\r\nbreak', 'para\u2028graph', 'sep\u2029arator', '\n', 'q". "x"']

type Result = { issues?: readonly { path: readonly unknown[]; message: string }[] }
const issuesOf = (schema: unknown, value: unknown) =>
  (fromJsonSchema(schema as never)['~standard'].validate(value) as Result).issues ?? []

describe('an issue about a property whose name holds a line break', () => {
  it.each(NAMES)('a missing required %j is reported at its own path', (name) => {
    const schema = { type: 'object', properties: { [name]: { type: 'string' } }, required: [name] }
    expect(issuesOf(schema, {})).toEqual([
      { path: [name], message: 'Required property is missing.' },
    ])
  })

  it.each(NAMES)('a missing required %j one level down is reported at its own path', (name) => {
    const schema = {
      type: 'object',
      properties: { inner: { type: 'object', required: [name] } },
    }
    expect(issuesOf(schema, { inner: {} })).toEqual([
      { path: ['inner', name], message: 'Required property is missing.' },
    ])
  })

  it.each(NAMES)('a property %j a closed object refuses is reported at its own path', (name) => {
    const schema = { type: 'object', properties: {}, additionalProperties: false }
    expect(issuesOf(schema, { [name]: 1 })).toEqual([
      { path: [name], message: 'Property is not allowed here.' },
    ])
  })
})
