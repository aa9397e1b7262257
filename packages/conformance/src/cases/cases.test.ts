import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { conformanceCases } from './index'

const cases = Object.entries(conformanceCases)
// These two cases are about values JSON cannot carry.
const NOT_JSON = new Set(['date', 'bigint'])

describe('the conformance cases', () => {
  it('number at least 25, each with valid and invalid samples and a distinct title', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25)
    for (const [, kase] of cases) {
      expect(kase.valid.length).toBeGreaterThan(0)
      expect(kase.invalid.length).toBeGreaterThan(0)
      for (const sample of kase.invalid) expect(sample.paths.length).toBeGreaterThan(0)
    }
    expect(new Set(cases.map(([, kase]) => kase.title)).size).toBe(cases.length)
  })

  it.each(cases.filter(([name]) => !NOT_JSON.has(name)))(
    '%s generates JSON values',
    (_name, kase) => {
      for (const value of fc.sample(kase.arbitrary, { numRuns: 200, seed: 7 })) {
        expect(isJson(value), JSON.stringify(value)).toBe(true)
      }
    },
  )
})

// What `JSON.parse` can return: `-0` included, `undefined`, `NaN` or a `Date` not.
function isJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (Array.isArray(value)) return value.every(isJson)
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false
  return Object.values(value).every(isJson)
}
