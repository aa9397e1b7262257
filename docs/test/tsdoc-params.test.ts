import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { missingTsdoc } from '../scripts/tsdoc-params'

const FIXTURE = fileURLToPath(new URL('./fixtures/tsdoc-params/index.ts', import.meta.url))

describe('the TSDoc of every public function', () => {
  it('names each missing @param and @returns, where the function is declared', () => {
    const { checked, missing } = missingTsdoc([{ file: FIXTURE, packageName: 'fixture' }])
    expect(checked).toBe(4)
    expect(missing.map(({ name, missing }) => `${name}: ${missing.join(', ')}`)).toEqual([
      'fixture: subtract: b, @returns',
      'fixture: log: message',
      'fixture: twice: value, @returns',
    ])
  })

  it('documents each parameter with @param, and the return value with @returns', {
    timeout: 120_000,
  }, () => {
    const { checked, parameters, missing } = missingTsdoc()
    expect(missing.map(({ at, name, missing }) => `${at} ${name}: ${missing.join(', ')}`)).toEqual(
      [],
    )
    expect(checked).toBeGreaterThan(100)
    expect(parameters).toBeGreaterThan(150)
  })
})
