import { describe, expect, it } from 'vitest'
import { markOpenUnions } from './mark-open-unions'
import { marksOf, markUnrepresentable } from './unrepresentable'

describe('markOpenUnions', () => {
  it('tags a union whose option is a tagged {}, and leaves other unions alone', () => {
    const open = { anyOf: [{ type: 'number' }, markUnrepresentable({}, 'date', 'a Date')] }
    const stated = {
      oneOf: [{ type: 'number' }, markUnrepresentable({ type: 'string' }, 'date', 'a Date')],
    }
    markOpenUnions({ properties: { open, stated } })
    expect(marksOf(open)?.map((mark) => mark.code)).toEqual(['date'])
    expect(marksOf(stated)).toBeUndefined()
  })
})
