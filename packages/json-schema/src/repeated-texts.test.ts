import { describe, expect, it } from 'vitest'
import { composeDescription, describeConstraint } from './describe-constraints'
import { constraintWords, describedNode, droppedMessage, unenforcedMessage } from './repeated-texts'

describe('repeated texts', () => {
  it('give the texts built afresh, for remembered values and past the table bound', () => {
    for (let value = 0; value < 600; value++) {
      for (let round = 0; round < 2; round++) {
        expect(constraintWords('maxLength', value)).toBe(describeConstraint('maxLength', value))
        expect(unenforcedMessage('OpenAI strict', 'maxLength', value)).toBe(
          `OpenAI strict does not enforce maxLength ${value}: it is stated in the description`,
        )
        const words = describeConstraint('maximum', value)!
        expect(describedNode(undefined, [words], [])).toBe(composeDescription(undefined, [words]))
      }
    }
  })

  it('tell strings from numbers and build texts for non-primitive values', () => {
    expect(unenforcedMessage('L', 'const', '1')).toBe(
      'L does not enforce const "1": it is stated in the description',
    )
    expect(unenforcedMessage('L', 'const', 1)).toBe(
      'L does not enforce const 1: it is stated in the description',
    )
    expect(constraintWords('uniqueItems', false)).toBeUndefined()
    expect(constraintWords('uniqueItems', true)).toBe('items must be unique')
    expect(constraintWords('dependentRequired', { a: ['b'] })).toBe(
      describeConstraint('dependentRequired', { a: ['b'] }),
    )
    expect(describedNode('Kept.', ['at most 2'], [])).toBe('Kept. Constraints: at most 2.')
    expect(droppedMessage('L', 'if')).toBe(
      'L does not support if: it is dropped (the original validator still checks it)',
    )
  })
})
