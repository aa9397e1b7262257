import { createValidator } from '@polytool/conformance'
import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { standard, toJsonSchema } from './index'

const ajv = createValidator()
const id = 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6'

// TypeBox's uuid format is a bare UUID; Ajv's `format: uuid` (ajv-formats) also takes one
// behind a `urn:uuid:` prefix. Both read hex digits in either case.
describe('format: uuid', () => {
  it('says what TypeBox accepts: no urn:uuid: prefix', () => {
    const schema = standard(Type.String({ format: 'uuid' }))
    const check = ajv.compile(toJsonSchema(schema))
    for (const value of [id, id.toUpperCase(), `urn:uuid:${id}`, `${id}0`, 'x', '']) {
      const accepted = schema['~standard'].validate(value)
      expect(check(value), value).toBe(!('issues' in accepted && accepted.issues !== undefined))
    }
    expect(toJsonSchema(schema)).toMatchObject({ type: 'string', format: 'uuid' })
  })

  it('keeps a pattern of its own beside the one for uuid', () => {
    const schema = standard(Type.String({ format: 'uuid', pattern: 'f8' }))
    const check = ajv.compile(toJsonSchema(schema))
    expect([check(id), check(`urn:uuid:${id}`), check(id.replace('f', '0'))]).toEqual([
      true,
      false,
      false,
    ])
  })
})
