import { describe, expect, it } from 'vitest'
import { draft07ForAjv, openApiForAjv } from './openapi-for-ajv'

describe('openApiForAjv', () => {
  it('adds null to an explicit type beside nullable, and keeps an enum as it is', () => {
    expect(openApiForAjv({ type: 'string', nullable: true })).toEqual({ type: ['string', 'null'] })
    expect(openApiForAjv({ type: 'string', enum: ['a'], nullable: true })).toEqual({
      type: ['string', 'null'],
      enum: ['a'],
    })
  })

  it('admits no null for nullable without a type (OpenAPI 3.0.3)', () => {
    const branches = [{ type: 'string' }]
    expect(openApiForAjv({ nullable: true, anyOf: branches })).toEqual({ anyOf: branches })
    expect(openApiForAjv({ nullable: true, allOf: branches })).toEqual({ allOf: branches })
    expect(openApiForAjv({ nullable: true, enum: ['a'] })).toEqual({ enum: ['a'] })
  })

  it('keeps the keywords beside a $ref for openApiForAjv, which the reference check reads', () => {
    const beside = { $ref: '#/$defs/s', maxLength: 5, $defs: { s: { type: 'string' } } }
    expect(openApiForAjv(beside)).toEqual(beside)
  })
})

describe('draft07ForAjv', () => {
  it('leaves out the keywords beside a $ref, keeping the definitions it resolves into', () => {
    const schema = {
      $ref: '#/definitions/s',
      maxLength: 5,
      description: 'a note',
      definitions: { s: { type: 'string', nullable: true, $ref: '#/definitions/t', minLength: 1 } },
    }
    expect(draft07ForAjv(schema, 'draft-07')).toEqual({
      $ref: '#/definitions/s',
      definitions: { s: { $ref: '#/definitions/t' } },
    })
  })

  it('rewrites OpenAPI spellings for openapi-3.0 only', () => {
    const schema = { type: 'object', properties: { a: { type: 'string', nullable: true } } }
    expect(draft07ForAjv(schema, 'openapi-3.0')).toEqual({
      type: 'object',
      properties: { a: { type: ['string', 'null'] } },
    })
    expect(draft07ForAjv(schema, 'draft-07')).toEqual(schema)
  })

  it('keeps a `__proto__` key beside a $ref out of the copy, and never as a prototype', () => {
    const schema = JSON.parse('{"$ref":"#/$defs/s","__proto__":{"polluted":true},"$defs":{"s":{}}}')
    const copy = draft07ForAjv(schema, 'draft-07') as Record<string, unknown>
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype)
    expect(Object.keys(copy)).toEqual(['$ref', '$defs'])
  })
})
