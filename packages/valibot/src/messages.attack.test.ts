import { collectUnhandledRejections, recordingTool, thrownBy } from '@polytool/conformance'
import { AsyncInSyncError, isValidationError } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createTool } from './index'

const define = (inputSchema: v.GenericSchema | v.GenericSchemaAsync) =>
  recordingTool(createTool, inputSchema)

// TypeScript refuses these async functions; plain JavaScript, or a cast, does not.
const asyncMessage = (async () => {
  throw new Error('db=private')
}) as never
const rejectingMessage = (() => Promise.reject(new Error('db=private'))) as never

describe('message functions, which Valibot calls synchronously', () => {
  it('refuses an async message of a schema or an action when the tool is created', () => {
    const pathOf = (schema: v.GenericSchema | v.GenericSchemaAsync) =>
      (thrownBy(() => define(schema)) as AsyncInSyncError).path
    expect(pathOf(v.object({ a: v.string(asyncMessage) }))).toEqual(['entries', 'a', 'message'])
    expect(pathOf(v.object({ a: v.pipe(v.string(), v.minLength(3, asyncMessage)) }))).toEqual([
      'entries',
      'a',
      'pipe',
      1,
      'message',
    ])
    // Valibot's async schemas call their message functions synchronously too.
    expect(pathOf(v.objectAsync({ a: v.string() }, asyncMessage))).toEqual(['message'])
    expect(thrownBy(() => define(v.object({ a: v.string(asyncMessage) })))).toBeInstanceOf(
      AsyncInSyncError,
    )
  })

  it('gives a clear message for a plain one that returns a promise, and leaves no rejection unhandled', async () => {
    const { tool, received } = define(v.object({ a: v.string(rejectingMessage) }))
    const { result, unhandled } = await collectUnhandledRejections(() => tool.execute({ a: 1 }))
    expect(isValidationError(result) && result.code).toBe('TOOL_INPUT_INVALID')
    expect(JSON.stringify(result)).not.toContain('[object Promise]')
    expect(received).toEqual([])
    expect(unhandled).toEqual([])
  })
})

describe('a schema that hides an async check from the search', () => {
  // An async check whose own `Symbol.toStringTag` says `Function`.
  it('refuses an async check whose tag lies', () => {
    const lying = async () => false
    Object.defineProperty(lying, Symbol.toStringTag, { value: 'Function' })
    const error = thrownBy(() =>
      define(v.object({ a: v.pipe(v.string(), v.check(lying as never)) })),
    )
    expect(error).toMatchObject({ code: 'SCHEMA_ASYNC_IN_SYNC' })
  })

  // An entry getter that throws on its first read (the search) and gives the check after.
  it('refuses a schema that throws while it is searched', () => {
    let reads = 0
    const checked: unknown = v.pipe(v.string(), v.check((async () => false) as never))
    const entries = {
      get a() {
        if (reads++ === 0) throw new Error('not yet')
        return checked
      },
    }
    const error = thrownBy(() => define(v.object(entries as never)))
    expect(error).toBeInstanceOf(AsyncInSyncError)
    expect(error).toMatchObject({ code: 'SCHEMA_ASYNC_IN_SYNC', path: ['entries'] })
    expect((error as Error).message).toMatch(/could not be searched/)
  })
})

describe('an async transform whose promise lands in a class instance', () => {
  it('is awaited: one that rejects fails the call at its path, never reaching execute', async () => {
    class Box {
      a?: unknown
    }
    const rejectT = async (_: string): Promise<string> => {
      throw new Error('db=private')
    }
    const { tool, received } = define(
      v.pipe(
        v.object({ a: v.pipe(v.string(), v.transform(rejectT)) }),
        v.transform((o) => Object.assign(new Box(), o)),
      ),
    )
    const { result, unhandled } = await collectUnhandledRejections(() => tool.execute({ a: 'x' }))
    expect(isValidationError(result) && result.issues).toEqual([
      { path: ['a'], message: 'An asynchronous transform of this value failed' },
    ])
    expect(received).toEqual([])
    expect(unhandled).toEqual([])
  })
})

// A union keeps its options' issues inside its own: core reads only the union's message.
describe('a promised message in an option of a union', () => {
  it('is handled: no rejection is left unhandled', async () => {
    const { tool, received } = define(
      v.object({ a: v.union([v.string(rejectingMessage), v.number(rejectingMessage)]) }),
    )
    const { result, unhandled } = await collectUnhandledRejections(() => tool.execute({ a: true }))
    expect(isValidationError(result) && result.code).toBe('TOOL_INPUT_INVALID')
    expect(received).toEqual([])
    expect(unhandled).toEqual([])
  })
})

// `v.message()` and `v.config()` keep the message function in a closure, and Valibot's global
// messages sit outside the schema: no walk of the schema reads them. Valibot hands the function
// down to every part, and drops the issues of a union's option that another option passed.
describe('a message function no walk of the schema can read', () => {
  const promisedMessage = expect.stringMatching(/gave this issue a promise, not a message/)
  const union = () => v.union([v.string(), v.number()])
  const closures: [string, () => v.GenericSchema][] = [
    ['v.message()', () => v.message(union(), rejectingMessage)],
    ['v.config()', () => v.config(union(), { message: rejectingMessage })],
  ]

  it.each(closures)(
    'held by %s, rejecting in a union that fails, leaves no rejection unhandled',
    async (_, wrapped) => {
      const { tool, received } = define(v.object({ a: wrapped() }))
      const { result, unhandled } = await collectUnhandledRejections(() =>
        tool.execute({ a: true }),
      )
      expect(isValidationError(result) && result.issues).toEqual([
        { path: ['a'], message: promisedMessage },
      ])
      expect(received).toEqual([])
      expect(unhandled).toEqual([])
    },
  )

  it.each(closures)(
    'held by %s, rejecting for an option that another option passed, leaves no rejection unhandled',
    async (_, wrapped) => {
      const { tool, received } = define(v.object({ a: wrapped() }))
      const { unhandled } = await collectUnhandledRejections(() => tool.execute({ a: 1 }))
      expect(received).toEqual([{ a: 1 }])
      expect(unhandled).toEqual([])
    },
  )

  it('set globally, rejecting for an option that another option passed, leaves no rejection unhandled', async () => {
    const { tool, received } = define(v.object({ a: union() }))
    v.setGlobalMessage(rejectingMessage)
    try {
      const { unhandled } = await collectUnhandledRejections(() => tool.execute({ a: 1 }))
      expect(received).toEqual([{ a: 1 }])
      expect(unhandled).toEqual([])
    } finally {
      v.deleteGlobalMessage()
    }
  })

  // The limit: an async function in a closure is not refused when the tool is created.
  it('async, held by v.message(), is answered at run time with a clear issue', async () => {
    const { tool, received } = define(v.object({ a: v.message(union(), asyncMessage) }))
    const { result, unhandled } = await collectUnhandledRejections(() => tool.execute({ a: true }))
    expect(isValidationError(result) && result.issues).toEqual([
      { path: ['a'], message: promisedMessage },
    ])
    expect(received).toEqual([])
    expect(unhandled).toEqual([])
  })

  it('that throws, held by v.message(), fails the call without quoting what it threw', async () => {
    const throwing = (() => {
      throw new Error('db=private')
    }) as never
    const { tool, received } = define(v.object({ a: v.message(v.string(), throwing) }))
    const result = await tool.execute({ a: 1 })
    expect(isValidationError(result) && result.code).toBe('TOOL_INPUT_INVALID')
    expect(JSON.stringify(result)).not.toContain('db=private')
    expect(received).toEqual([])
  })
})
