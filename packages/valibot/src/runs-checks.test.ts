import { recordingTool } from '@polytool/conformance'
import { isValidationError } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createTool } from './index'
import { valibotRunsChecks } from './runs-checks'

describe('valibotRunsChecks', () => {
  it.each([
    ['v.integer()', v.integer()],
    ['v.safeInteger()', v.safeInteger()],
    ['v.finite()', v.finite()],
  ])('does not count %s, whose requirement is a built-in of the language', (_, action) => {
    expect(valibotRunsChecks(v.object({ days: v.pipe(v.number(), action as never) }))).toBe(false)
  })

  it('counts a check the user wrote', () => {
    const schema = v.object({
      days: v.pipe(
        v.number(),
        v.check((n) => n > 0),
      ),
    })
    expect(valibotRunsChecks(schema)).toBe(true)
  })

  it('counts an integer check whose requirement was replaced (attacks the built-in exemption)', () => {
    const replaced = { ...v.integer(), requirement: (n: number) => n > 0 }
    expect(valibotRunsChecks(v.object({ days: v.pipe(v.number(), replaced as never) }))).toBe(true)
  })

  it('still refuses a value whose replaced integer requirement returned a promise (attacks the built-in exemption at run time)', async () => {
    let cold = false
    const requirement = (n: number) => (cold ? Promise.resolve(true) : Number.isInteger(n))
    const replaced = { ...v.integer(), requirement }
    const { tool, received } = recordingTool(
      createTool,
      v.object({ days: v.pipe(v.number(), replaced as never) }),
    )
    cold = true
    const result = await tool.execute({ days: 2.5 })
    expect(isValidationError(result)).toBe(true)
    expect(received).toEqual([])
  })
})
