import { describe, expect, it } from 'vitest'
import { inexactMarksOf } from './inexact'
import { markDroppedProtoEntries } from './mark-dropped-proto-entries'

describe('markDroppedProtoEntries', () => {
  it('tags each node that admits extra keys, not a strict one, with the library named', () => {
    const strict = { type: 'object', additionalProperties: false }
    const schema = {
      type: 'object',
      properties: { strict },
      additionalProperties: { type: 'number' },
    }
    markDroppedProtoEntries(schema, 'x.record()')
    expect(inexactMarksOf(schema)).toEqual([
      {
        keyword: 'additionalProperties',
        direction: 'looser',
        message: expect.stringMatching(/^x\.record\(\) checks an entry named "__proto__"/),
      },
    ])
    expect(inexactMarksOf(strict)).toBeUndefined()
  })

  it("takes the library's own warning, for one that skips other keys too", () => {
    const schema = { type: 'object', additionalProperties: true }
    markDroppedProtoEntries(schema, 'x.record()', 'skips "constructor" too')
    expect(inexactMarksOf(schema)).toEqual([
      { keyword: 'additionalProperties', direction: 'looser', message: 'skips "constructor" too' },
    ])
  })
})
