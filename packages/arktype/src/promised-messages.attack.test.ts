import { collectUnhandledRejections, recordingTool } from '@polytool/conformance'
import { isValidationError } from '@polytool/core'
import { scope, type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { createTool } from './index'
import { PROMISED_TEXT_MESSAGE } from './promised-messages'

// A plain function that returns a promise only for some issues: read once when the tool is
// made, with an empty issue, it returns text. `true` gets text too.
const sometimes = (issue: unknown) => {
  const data =
    typeof issue === 'object' && issue !== null ? (issue as { data?: unknown }).data : issue
  const empty = typeof issue === 'object' && issue !== null && Object.keys(issue).length === 0
  return empty || data === true ? 'text' : Promise.reject(new Error('db=private'))
}

// Each invalid call wrote "a must be [object Promise]" or kept the promise as the message, its
// rejection unhandled: a crash under Node's default mode.
describe('a message function that returns a promise for some issues', () => {
  it.each(['message', 'expected', 'actual', 'problem'] as const)(
    'as %s: the issue says so and no rejection is left unhandled',
    async (part) => {
      const { tool, received } = recordingTool(
        createTool,
        type({ a: type('string').configure({ [part]: sometimes as never }) }),
      )
      const { result, unhandled } = await collectUnhandledRejections(() => tool.execute({ a: 1 }))
      expect(unhandled).toEqual([])
      expect(isValidationError(result) && result.issues).toEqual([
        { path: ['a'], message: PROMISED_TEXT_MESSAGE },
      ])
      expect(JSON.stringify(result)).not.toContain('[object Promise]')
      expect(JSON.stringify(result)).not.toContain('db=private')
      expect(received).toEqual([])
    },
  )

  it('in a scope configuration: the issue says so, no rejection unhandled', async () => {
    const configured = scope(
      { x: { a: 'string' } },
      { domain: { actual: sometimes as never } },
    ).export()
    const { tool, received } = recordingTool(createTool, configured.x)
    const { result, unhandled } = await collectUnhandledRejections(() => tool.execute({ a: 1 }))
    expect(unhandled).toEqual([])
    expect(isValidationError(result) && result.issues).toEqual([
      { path: ['a'], message: PROMISED_TEXT_MESSAGE },
    ])
    expect(JSON.stringify(result)).not.toContain('[object Promise]')
    expect(received).toEqual([])
  })

  it('keeps the text it returns for other issues', async () => {
    const { tool } = recordingTool(
      createTool,
      type({ a: type('string').configure({ actual: sometimes as never }) }),
    )
    const result = await tool.execute({ a: true })
    expect(isValidationError(result) && result.issues).toEqual([
      { path: ['a'], message: 'a must be a string (was text)' },
    ])
  })
})
