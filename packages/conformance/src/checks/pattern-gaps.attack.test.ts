import { describe, expect, it } from 'vitest'
import { conformanceCases } from '../cases'
import { adapterEmitting, problemsOf, validator } from './test-fixtures/handmade-adapters'

const letterDashDigits = (value: unknown) => typeof value === 'string' && /^[a-z]+-\d+$/.test(value)

describe('the kit fails a pattern changed where few generated strings look (attacks sneaking an optional group or a capped run past the kit)', () => {
  for (const pattern of [
    '^[a-z]+-\\d+(?:x{7})?$',
    '^[a-z]+-\\d+(\\.\\d)?$',
    '^[a-z]{1,12}-\\d+$',
  ]) {
    it(`fails the pattern ${pattern} for a validator of ^[a-z]+-\\d+$`, async () => {
      const { problems } = await problemsOf(
        validator(letterDashDigits, 'expected letters, a dash, digits'),
        adapterEmitting(() => ({ type: 'string', pattern })),
        conformanceCases.stringPattern,
      )
      expect(problems).not.toEqual([])
    })
  }
})
