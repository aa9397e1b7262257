import { recordingTool, thrownBy } from '@polytool/conformance'
import { AsyncInSyncError, isValidationError } from '@polytool/core'
import { type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { createTool } from './index'

const define = (inputSchema: type.Any) => recordingTool(createTool, inputSchema)

describe('async functions ArkType calls synchronously', () => {
  it('refuses an async .narrow() when the tool is created, with its path', () => {
    const schema = type({
      user: { name: type('string').narrow((async (name: string) => name === 'admin') as never) },
    })
    const thrown = thrownBy(() => define(schema))
    expect(thrown).toBeInstanceOf(AsyncInSyncError)
    expect(thrown).toMatchObject({ code: 'SCHEMA_ASYNC_IN_SYNC', path: ['user', 'name'] })
  })

  it('keeps a synchronous .narrow()', () => {
    expect(() => define(type({ a: type('string').narrow((text) => text !== '') }))).not.toThrow()
  })

  it('an async morph in a union reaches execute settled, as its type says', async () => {
    const { tool, received } = define(
      type({
        a: type('string')
          .pipe(async (text) => `${text}!`)
          .or('number'),
      }),
    )
    await tool.execute({ a: 'x' })
    const [input] = received as [{ a: Promise<string> }]
    await expect(input.a).resolves.toBe('x!')
  })

  it('an async morph that rejects in a union fails the call', async () => {
    const { tool, received } = define(
      type({
        a: type('string')
          .pipe(async () => Promise.reject(new Error('db')))
          .or('number'),
      }),
    )
    const result = await tool.execute({ a: 'x' })
    expect(isValidationError(result) && result.code).toBe('TOOL_INPUT_INVALID')
    expect(received).toEqual([])
  })
})
