import { extractJsonSchema, withAdapter } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { valibotAdapter } from './adapter'

const inexactOf = (schema: v.GenericSchema) =>
  extractJsonSchema(withAdapter(schema, valibotAdapter), { io: 'input' }).inexact.map(
    ({ keyword, path, direction }) => ({ keyword, path, direction }),
  )

// A `v.fallback()` turns whatever fails the schema it wraps into the fallback: each constraint
// under it, not only its type, is one the validator does not hold a value to.
describe('a v.fallback() over constraints', () => {
  it('warns of each constraint of its node: a number below the minimum passes', () => {
    const schema = v.object({ n: v.fallback(v.pipe(v.number(), v.minValue(5)), 5) })
    expect(v.parse(schema, { n: 1 })).toEqual({ n: 5 })
    expect(inexactOf(schema)).toEqual(
      expect.arrayContaining([
        { keyword: 'type', path: '/properties/n', direction: 'looser' },
        { keyword: 'minimum', path: '/properties/n', direction: 'looser' },
      ]),
    )
  })

  it('warns of each constraint below it: a short string in a wrapped object passes', () => {
    const schema = v.object({
      o: v.fallback(v.object({ x: v.pipe(v.string(), v.minLength(3)) }), { x: 'abc' }),
    })
    expect(v.parse(schema, { o: { x: 'a' } })).toEqual({ o: { x: 'abc' } })
    expect(inexactOf(schema)).toEqual(
      expect.arrayContaining([
        { keyword: 'required', path: '/properties/o', direction: 'looser' },
        { keyword: 'minLength', path: '/properties/o/properties/x', direction: 'looser' },
      ]),
    )
  })
})

// Valibot's converter calls no hook for a pipe: a fallback over one is seen from where it sits.
describe('a v.fallback() over a pipe, wherever it sits', () => {
  const atLeastFive = () => v.fallback(v.pipe(v.number(), v.minValue(5)), 5)
  it.each([
    ['the root', () => atLeastFive(), ''],
    ['an array item', () => v.array(atLeastFive()), '/items'],
    ['a union option', () => v.union([v.string(), atLeastFive()]), '/anyOf/1'],
    ['an optional key', () => v.object({ n: v.optional(atLeastFive()) }), '/properties/n'],
    ['a nullable key', () => v.object({ n: v.nullable(atLeastFive()) }), '/properties/n/anyOf/0'],
    ['a record value', () => v.record(v.string(), atLeastFive()), '/additionalProperties'],
  ])('at %s: its minimum is warned of', (_, schema, path) => {
    expect(inexactOf(schema())).toContainEqual({ keyword: 'minimum', path, direction: 'looser' })
  })
})
