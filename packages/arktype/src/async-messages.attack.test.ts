import {
  collectUnhandledRejections,
  recordingTool,
  thrownBy,
  withSchemaNodeLimit,
} from '@polytool/conformance'
import { AsyncInSyncError, isValidationError } from '@polytool/core'
import { scope, type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { findArkTypeAsyncMessage } from './async-messages'
import { createTool } from './index'

const define = (inputSchema: type.Any) => recordingTool(createTool, inputSchema)

// TypeScript refuses these async functions; plain JavaScript, or a cast, does not.
const asyncThrowing = (async () => {
  throw new Error('db=private')
}) as never
const rejecting = (() => Promise.reject(new Error('db=private'))) as never

// Every invalid call returned the message "[object Promise]" (or "a must be [object Promise]"),
// its rejection unhandled: a crash under Node's default mode.
describe('functions ArkType calls synchronously to write an issue', () => {
  it('refuses an async message, expected, actual or problem when the tool is created', async () => {
    const { unhandled } = await collectUnhandledRejections(async () => {
      for (const part of ['message', 'expected', 'actual', 'problem'] as const) {
        const error = thrownBy(() =>
          define(type({ a: type('string').configure({ [part]: asyncThrowing }) })),
        )
        expect(error).toBeInstanceOf(AsyncInSyncError)
        expect(error).toMatchObject({
          code: 'SCHEMA_ASYNC_IN_SYNC',
          path: ['string', 'meta', part],
        })
      }
    })
    expect(unhandled).toEqual([])
  })

  it('refuses one behind a morph and one in the scope configuration', () => {
    const afterMorph = type('string').pipe(
      (s) => s,
      type('string').configure({ message: asyncThrowing }),
    )
    expect(thrownBy(() => define(type({ a: afterMorph })))).toBeInstanceOf(AsyncInSyncError)
    const configured = scope(
      { x: { a: 'string' } },
      { domain: { message: asyncThrowing } },
    ).export()
    expect(thrownBy(() => define(configured.x))).toMatchObject({
      code: 'SCHEMA_ASYNC_IN_SYNC',
      path: ['scope', 'domain', 'message'],
    })
  })

  it('refuses a plain one that returns a promise, leaving no rejection unhandled', async () => {
    const { unhandled } = await collectUnhandledRejections(async () => {
      expect(
        thrownBy(() => define(type({ a: type('number>3').configure({ expected: rejecting }) }))),
      ).toBeInstanceOf(AsyncInSyncError)
    })
    expect(unhandled).toEqual([])
  })

  it('refuses every type of a scope whose configuration holds one, reading the scope once', () => {
    let reads = 0
    const counted = scope(
      { x: { a: 'string' }, y: { b: 'number' } },
      {
        domain: {
          expected: () => {
            reads++
            return 'text'
          },
        },
      },
    ).export()
    define(counted.x)
    define(counted.y)
    expect(reads).toBe(1)
    const refused = scope(
      { x: { a: 'string' }, y: { b: 'number' } },
      { domain: { message: rejecting } },
    ).export()
    for (const schema of [refused.x, refused.y]) {
      expect(thrownBy(() => define(schema))).toMatchObject({
        code: 'SCHEMA_ASYNC_IN_SYNC',
        path: ['scope', 'domain', 'message'],
      })
    }
  })

  it('keeps text messages and functions that return text', async () => {
    const { tool } = define(
      type({ a: type('string').configure({ message: (issue) => `bad ${issue.path}` }) }),
    )
    const result = await tool.execute({ a: 1 } as never)
    expect(isValidationError(result) && result.issues).toEqual([{ path: ['a'], message: 'bad a' }])
  })
})

describe('a type with more nodes than the search reads', () => {
  // The search stopped at the limit and answered "none": an async message on a node past it
  // went unseen. The limit is lowered here so that a small type is past it.
  it('is refused as not searched whole, not taken as clean (attacks the capped search)', () => {
    const wide = type({ a: 'string', b: 'number', c: 'boolean', d: 'string[]', e: 'number[]' })
    expect(withSchemaNodeLimit(3, () => findArkTypeAsyncMessage(wide))).toMatchObject({
      unreadable: true,
      capped: true,
    })
    expect(findArkTypeAsyncMessage(wide)).toBeUndefined()
  })
})
