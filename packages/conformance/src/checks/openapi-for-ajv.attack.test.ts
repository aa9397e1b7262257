import { describe, expect, it } from 'vitest'
import { MAX_OPENAPI_DEPTH, openApiForAjv } from './openapi-for-ajv'

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
})
