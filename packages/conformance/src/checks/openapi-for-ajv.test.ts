import { describe, expect, it } from 'vitest'
import { openApiForAjv } from './openapi-for-ajv'

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
})
