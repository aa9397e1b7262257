import { describe, expect, it } from 'vitest'
import { composeDescription, describeConstraint } from './describe-constraints'

describe('describeConstraint', () => {
  it('counts one character, item or property in the singular', () => {
    expect(describeConstraint('minLength', 1)).toBe('at least 1 character')
    expect(describeConstraint('maxLength', 1)).toBe('at most 1 character')
    expect(describeConstraint('minItems', 1)).toBe('at least 1 item')
    expect(describeConstraint('maxItems', 1)).toBe('at most 1 item')
    expect(describeConstraint('minProperties', 1)).toBe('at least 1 property')
    expect(describeConstraint('maxProperties', 1)).toBe('at most 1 property')
  })

  it('counts zero and more than one in the plural', () => {
    expect(describeConstraint('minLength', 2)).toBe('at least 2 characters')
    expect(describeConstraint('maxLength', 0)).toBe('at most 0 characters')
    expect(describeConstraint('maxItems', 10)).toBe('at most 10 items')
    expect(describeConstraint('minProperties', 3)).toBe('at least 3 properties')
  })

  it('reads as a sentence in a description', () => {
    expect(composeDescription('City name', [describeConstraint('minLength', 1) as string])).toBe(
      'City name Constraints: at least 1 character.',
    )
  })
})
