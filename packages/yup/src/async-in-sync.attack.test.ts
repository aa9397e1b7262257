import { collectUnhandledRejections, recordingTool, thrownBy } from '@polytool/conformance'
import { AsyncInSyncError, isValidationError, toJsonSchema, withAdapter } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import * as y from 'yup'
import { yupAdapter } from './adapter'
import { createTool } from './index'

const define = (inputSchema: y.Schema) => recordingTool(createTool, inputSchema as never)

// TypeScript refuses these async functions; plain JavaScript, or a cast, does not.
const asyncThrowing = (async () => {
  throw new Error('db=private')
}) as never
const rejecting = (() => Promise.reject(new Error('db=private'))) as never

describe('async functions Yup calls synchronously', () => {
  // Yup called the default at createTool (`describe()`) and on every call, and dropped its
  // promise: an unhandled rejection, which exits Node under its default mode.
  it('refuses a default that is async or returns a promise, leaving no rejection unhandled', async () => {
    const { unhandled } = await collectUnhandledRejections(async () => {
      for (const made of [asyncThrowing, rejecting]) {
        const error = thrownBy(() => define(y.object({ a: y.string().default(made) })))
        expect(error).toBeInstanceOf(AsyncInSyncError)
        expect(error).toMatchObject({
          code: 'SCHEMA_ASYNC_IN_SYNC',
          path: ['a', 'spec', 'default'],
        })
      }
    })
    expect(unhandled).toEqual([])
  })

  it('handles the promise a default gives describe(), when the schema is converted alone', async () => {
    const { unhandled } = await collectUnhandledRejections(async () => {
      const schema = y.object({ a: y.string().default(rejecting) })
      toJsonSchema(withAdapter(schema as never, yupAdapter))
    })
    expect(unhandled).toEqual([])
  })

  // Each invalid call returned the message "[object Promise]", its rejection unhandled.
  it('refuses an async message function of a test, of required and of typeError', () => {
    const pathOf = (a: y.Schema) =>
      (thrownBy(() => define(y.object({ a }))) as AsyncInSyncError).path
    expect(pathOf(y.string().min(3, asyncThrowing))).toEqual(['a', 'tests', 0, 'message'])
    expect(pathOf(y.string().required(asyncThrowing))).toEqual(['a', 'tests', 0, 'message'])
    expect(pathOf(y.string().nonNullable(asyncThrowing))).toEqual([
      'a',
      'internalTests',
      'nullable',
      'message',
    ])
    expect(pathOf(y.string().typeError(asyncThrowing))).toEqual([
      'a',
      'internalTests',
      'typeError',
      'message',
    ])
    expect(pathOf(y.array(y.string().max(1, asyncThrowing)))).toEqual(['a', 'tests', 0, 'message'])
  })

  it('refuses an async y.mixed() type check, whose promise would pass', () => {
    const check = (async () => false) as never
    expect(thrownBy(() => define(y.object({ a: y.mixed(check) })))).toMatchObject({
      code: 'SCHEMA_ASYNC_IN_SYNC',
      path: ['a', '_typeCheck'],
    })
  })

  it('gives a clear message for a plain message function that returns a promise', async () => {
    const { tool, received } = define(y.object({ a: y.string().min(3, rejecting) }))
    const { result, unhandled } = await collectUnhandledRejections(() => tool.execute({ a: 'x' }))
    expect(isValidationError(result) && result.code).toBe('TOOL_INPUT_INVALID')
    expect(JSON.stringify(result)).not.toContain('[object Promise]')
    expect(received).toEqual([])
    expect(unhandled).toEqual([])
  })

  it('keeps async tests, which Yup awaits, and plain defaults and messages', async () => {
    const { tool } = define(
      y.object({
        a: y
          .string()
          .default(() => 'd')
          .min(1, () => 'too short')
          .test('later', 'refused', async () => true),
      }),
    )
    await expect(tool.execute({})).resolves.toBe('ran')
  })
})

// A default that answers a value when it is read at createTool, and a rejecting promise on the
// calls: Yup fails the check and drops the promise with the value it cast.
describe('a default that returns a promise only later', () => {
  it('fails the call and leaves no rejection unhandled, when a check fails or passes', async () => {
    let reads = 0
    const later = () => (reads++ < 3 ? 'd' : Promise.reject(new Error('db=private')))
    for (const a of [y.string().default(later as never), y.mixed().default(later as never)]) {
      reads = 0
      const { tool, received } = define(y.object({ a }))
      const { result, unhandled } = await collectUnhandledRejections(() => tool.execute({}))
      expect(isValidationError(result) && result.code).toBe('TOOL_INPUT_INVALID')
      expect(isValidationError(result) && result.issues.map((issue) => issue.path)).toEqual([['a']])
      expect(received).toEqual([])
      expect(unhandled).toEqual([])
    }
  })
})
