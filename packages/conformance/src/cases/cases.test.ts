import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compileJudge, createValidator, metaSchemaErrors } from '../ajv'
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

  it.each(cases.filter(([name]) => !NOT_JSON.has(name)))(
    '%s has a reference JSON Schema that accepts its valid samples and refuses its invalid ones',
    (_name, kase) => {
      const ajv = createValidator()
      expect(kase.reference).toBeDefined()
      const reference = kase.reference ?? {}
      expect(metaSchemaErrors(ajv, reference)).toEqual([])
      const judge = compileJudge(ajv, reference)
      for (const sample of kase.valid) expect(judge(sample.value).errors).toEqual([])
      const refused = kase.invalid.filter((sample) => !judge(sample.value).ok)
      // Only a case whose reference leaves a check out may accept an invalid sample, and it
      // must still refuse the others.
      if (kase.referenceLeavesOut === undefined) expect(refused).toEqual(kase.invalid)
      else expect(refused.length).toBeLessThan(kase.invalid.length)
    },
  )

  // A target's reference says at most what `reference` says: every valid sample passes it.
  it.each(
    cases.flatMap(([name, kase]) =>
      Object.entries(kase.referenceIn ?? {}).map(
        ([target, reference]) => [name, target, reference, kase.valid] as const,
      ),
    ),
  )(
    '%s has a reference in %s that accepts its valid samples',
    (_name, _target, reference, valid) => {
      const ajv = createValidator()
      expect(metaSchemaErrors(ajv, reference)).toEqual([])
      const judge = compileJudge(ajv, reference)
      for (const sample of valid) expect(judge(sample.value).errors).toEqual([])
    },
  )

  it.each(cases.filter(([, kase]) => kase.outputReference !== undefined))(
    '%s has an output reference that accepts the output of each valid sample',
    (_name, kase) => {
      const ajv = createValidator()
      const reference = kase.outputReference ?? {}
      expect(metaSchemaErrors(ajv, reference)).toEqual([])
      const judge = compileJudge(ajv, reference)
      for (const sample of kase.valid) {
        const output = sample.hasOutput ? sample.output : sample.value
        expect(judge(output).errors).toEqual([])
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
