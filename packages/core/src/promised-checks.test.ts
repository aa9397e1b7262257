import { describe, expect, it } from 'vitest'
import { withAdapter } from './json-schema/adapter'
import { PROMISED_CHECK_MESSAGE } from './promised-checks'
import type { StandardSchemaV1 } from './standard-schema'
import { unhandledRejectionsOf } from './unhandled-rejections.test-support'
import { validateWith } from './validate'

// A synchronous library whose check of the user's may answer with a promise, which it takes
// as a pass, as Valibot, ArkType and TypeBox do.
function checkedBy(check: (value: unknown) => unknown, runsChecks: boolean): StandardSchemaV1 {
  const schema: StandardSchemaV1 = {
    '~standard': {
      version: 1,
      vendor: 'handmade',
      validate: (value) => (check(value) ? { value } : { issues: [{ message: 'refused' }] }),
    },
  }
  let asked = 0
  const bound = withAdapter(schema, {
    vendor: 'handmade',
    targets: ['draft-2020-12'],
    toJsonSchema: () => ({}),
    makesValues: () => false,
    runsChecks: () => {
      asked++
      return runsChecks
    },
  })
  return Object.assign(bound, { asked: () => asked })
}

describe('a check answered by a promise', () => {
  it('fails the validation, where the library passed it', async () => {
    const schema = checkedBy(() => Promise.resolve(false), true)
    expect(await validateWith(schema, 'x')).toEqual({
      ok: false,
      issues: [{ path: [], message: PROMISED_CHECK_MESSAGE }],
      issueCount: 1,
    })
  })

  it('leaves no rejection unhandled', async () => {
    const unhandled = await unhandledRejectionsOf(async () => {
      const schema = checkedBy(() => Promise.reject(new Error('db=private')), true)
      const result = await validateWith(schema, 'x')
      expect(result.ok).toBe(false)
    })
    expect(unhandled).toEqual([])
  })

  it('keeps the issues of a validation that failed anyway', async () => {
    const schema = checkedBy((value) => (value === 'x' ? false : Promise.resolve(true)), true)
    expect(await validateWith(schema, 'x')).toMatchObject({
      ok: false,
      issues: [{ message: 'refused' }],
    })
  })

  it('passes a value every check answered at once, and asks the adapter once', async () => {
    const schema = checkedBy(() => true, true) as StandardSchemaV1 & { asked(): number }
    expect(await validateWith(schema, 'x')).toEqual({ ok: true, value: 'x' })
    expect(await validateWith(schema, 'y')).toEqual({ ok: true, value: 'y' })
    expect(schema.asked()).toBe(1)
  })

  it('is not looked for when the adapter says the schema runs no check', async () => {
    const schema = checkedBy(() => Promise.resolve(false), false)
    expect(await validateWith(schema, 'x')).toEqual({ ok: true, value: 'x' })
  })
})
