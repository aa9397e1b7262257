import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { undescribedProperties } from '../scripts/tsdoc-properties'

const FIXTURE = fileURLToPath(new URL('./fixtures/tsdoc-properties/index.ts', import.meta.url))

describe('the TSDoc of every property of a public interface', () => {
  it('names each property without a description, where it is declared', () => {
    const { checked, undescribed } = undescribedProperties([
      { file: FIXTURE, packageName: 'fixture' },
    ])
    expect(checked).toBe(7)
    expect(undescribed.map(({ name }) => name)).toEqual([
      'fixture: Options.undescribed',
      'fixture: Options.empty',
      'fixture: Options.onlyATag',
      'fixture: Options.stop',
      'fixture: Inherited.missing',
    ])
    expect(undescribed[4]?.at).toMatch(/fixtures\/tsdoc-properties\/inherited\.ts:3$/)
  })

  it('describes every property of every public interface of the library packages', {
    timeout: 120_000,
  }, () => {
    const { checked, undescribed } = undescribedProperties()
    expect(undescribed.map(({ at, name }) => `${at} ${name}`)).toEqual([])
    expect(checked).toBeGreaterThan(600)
  })
})
