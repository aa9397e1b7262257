import { describe, expect, it } from 'vitest'
import { INEXACT_KEYWORD, inexactMarksOf } from './inexact'
import { markInexactBelow } from './mark-inexact-below'

describe('markInexactBelow', () => {
  it('tags every judging keyword of the node and of its sub-schemas, not annotations', () => {
    const schema = {
      type: 'object',
      description: 'a user',
      properties: { name: { type: 'string', minLength: 3, default: 'abc' } },
      required: ['name'],
    }
    markInexactBelow(schema, 'stricter', 'checks after a transform')
    expect(inexactMarksOf(schema)?.map((mark) => mark.keyword)).toEqual([
      'type',
      'properties',
      'required',
    ])
    expect(inexactMarksOf(schema.properties.name)?.map((mark) => mark.keyword)).toEqual([
      'type',
      'minLength',
    ])
  })

  it('tags an empty schema, which accepts anything, on the type it lacks', () => {
    const schema = markInexactBelow({}, 'stricter', 'checks after a transform')
    expect((schema as Record<string, unknown>)[INEXACT_KEYWORD]).toEqual([
      { keyword: 'type', direction: 'stricter', message: 'checks after a transform' },
    ])
  })
})
