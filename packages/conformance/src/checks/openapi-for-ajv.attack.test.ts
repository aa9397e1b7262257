import { describe, expect, it } from 'vitest'
import { draft07ForAjv, MAX_OPENAPI_DEPTH, openApiForAjv } from './openapi-for-ajv'

// An adapter under test emits whatever it likes; a schema nested 100,000 levels deep used to
// overflow the rewrite's stack and fail the case with a bare RangeError.
function nested(levels: number): unknown {
  let schema: unknown = { type: 'string', nullable: true }
  for (let level = 0; level < levels; level++) schema = { not: schema }
  return schema
}

describe('openApiForAjv on a hostile emitted schema', () => {
  it('stops at its nesting limit with the limit named, not the stack', () => {
    let thrown: unknown
    try {
      openApiForAjv(nested(100_000))
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Error)
    expect(thrown).not.toBeInstanceOf(RangeError)
    expect((thrown as Error).message).toContain(`deeper than ${MAX_OPENAPI_DEPTH} levels`)
  })

  it('rewrites a schema nested up to the limit', () => {
    let node = openApiForAjv(nested(MAX_OPENAPI_DEPTH)) as { not?: unknown; type?: unknown }
    while (node.not !== undefined) node = node.not as typeof node
    expect(node.type).toEqual(['string', 'null'])
  })

  it('names the target the schema was emitted for when it stops at the limit', () => {
    const deep = nested(MAX_OPENAPI_DEPTH + 1)
    const limit = `nests deeper than ${MAX_OPENAPI_DEPTH} levels`
    expect(() => draft07ForAjv(deep, 'draft-07')).toThrow(`the emitted draft-07 schema ${limit}`)
    expect(() => draft07ForAjv(deep, 'openapi-3.0')).toThrow(
      `the emitted OpenAPI 3.0 schema ${limit}`,
    )
    expect(() => openApiForAjv(deep)).toThrow(`the emitted OpenAPI 3.0 schema ${limit}`)
  })
})
