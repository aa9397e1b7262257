import { jsonPattern } from '@polytool/core'
import * as fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import * as y from 'yup'
import { z } from 'zod'

// The regexes the schema libraries ship, as their users get them: each must become a JSON
// Schema pattern that compiles with the `u` flag JSON Schema reads with and matches what the
// regex matches (or says where it may not), or be refused. Many are written without `u`, in
// syntax only Annex B accepts.
const sources: [string, RegExp, 'test' | 'search'][] = [
  ...Object.entries(v)
    .filter((entry): entry is [string, RegExp] => entry[1] instanceof RegExp)
    .map(([name, regex]) => [`valibot ${name}`, regex, 'test'] as [string, RegExp, 'test']),
  ...Object.entries(z.regexes)
    .filter((entry): entry is [string, RegExp] => entry[1] instanceof RegExp)
    .map(([name, regex]) => [`zod ${name}`, regex, 'test'] as [string, RegExp, 'test']),
  ...[y.string().email(), y.string().url(), y.string().uuid(), y.string().datetime()].flatMap(
    (schema) =>
      schema
        .describe()
        .tests.filter((test) => test.params?.regex instanceof RegExp)
        .map(
          (test) =>
            [`yup ${test.name}`, test.params!.regex as RegExp, 'search'] as [
              string,
              RegExp,
              'search',
            ],
        ),
  ),
]

// Text near what these regexes are about, and characters that tell `u` from no `u`.
const near = fc.string({
  unit: fc.constantFrom(...'azAZ09-_.:/@#%?=&+~!$()*, \u00e9\u00c9\u017f\u212a😀'),
  maxLength: 40,
})

// Strings the pattern matches; fast-check cannot build them for lookaheads, and then the
// noise is all.
function matching(pattern: RegExp): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(pattern, { size: 'small' })
  } catch {
    return near
  }
}

describe('real regex sources as JSON Schema patterns', () => {
  it('covers the regexes of Valibot, Zod and Yup', () => {
    expect(sources.length).toBeGreaterThan(60)
  })

  it.each(sources)('%s', (_name, regex, use) => {
    const translated = jsonPattern(regex, { use })
    if (translated === undefined) {
      // Refused: only for what no pattern can mean the same.
      expect(regex.flags).toMatch(/[gmsvy]|i/)
      return
    }
    const pattern = new RegExp(translated.pattern, 'u')
    fc.assert(
      fc.property(fc.oneof(matching(pattern), near), (value) => {
        regex.lastIndex = 0
        const expected = use === 'search' ? value.search(regex) !== -1 : regex.test(value)
        if (pattern.test(value) === expected) return true
        // A difference is allowed only where the result says so, and in its direction.
        const inexact = translated.inexact
        if (inexact === undefined) return false
        return inexact.direction === 'both' || (inexact.direction === 'looser' && expected)
      }),
      { numRuns: 200, seed: 20_261_202 },
    )
  })
})
