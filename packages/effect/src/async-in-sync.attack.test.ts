import {
  collectUnhandledRejections,
  recordingTool,
  thrownBy,
  withSchemaNodeLimit,
} from '@polytool/conformance'
import { AsyncInSyncError, isValidationError } from '@polytool/core'
import { Schema, SchemaGetter } from 'effect'
import { describe, expect, it } from 'vitest'
import { findEffectAsyncInSync } from './async-in-sync'
import { createTool } from './index'
import { DROPPED_PROMISE_MESSAGE } from './validate'

const define = (inputSchema: ReturnType<typeof Schema.toStandardSchemaV1>) =>
  recordingTool(createTool, inputSchema)

// Effect wraps the predicate of a filter in its own function: an async one cannot be told from
// the schema, so it is refused when it runs.
describe('an async filter, which Effect calls synchronously', () => {
  const filters = {
    'an async predicate': async (text: string) => text === 'admin',
    'a predicate that returns a promise': (text: string) => Promise.resolve(text === 'admin'),
  }
  for (const [name, predicate] of Object.entries(filters)) {
    it(`refuses ${name} when it runs, never accepting the value`, async () => {
      const a = Schema.String.check(Schema.makeFilter(predicate as never))
      const { tool, received } = define(Schema.toStandardSchemaV1(Schema.Struct({ a })))
      const result = await tool.execute({ a: 'admin' })
      expect(isValidationError(result) && result.code).toBe('TOOL_INPUT_INVALID')
      expect(received).toEqual([])
    })
  }
})

// `Schema.refine` and `Schema.declare` keep their guard in a closure too, and take its answer
// as truthy or not: an async guard's promise passed every value.
describe('an async guard, which Effect calls synchronously', () => {
  const guards = {
    'an async Schema.refine': () => Schema.String.pipe(Schema.refine((async () => false) as never)),
    'a Schema.refine that returns a promise': () =>
      Schema.String.pipe(Schema.refine((() => Promise.resolve(false)) as never)),
    'an async Schema.declare': () => Schema.declare((async () => false) as never),
  }
  for (const [name, make] of Object.entries(guards)) {
    it(`refuses ${name} when it runs, never accepting the value`, async () => {
      const a = make() as unknown as typeof Schema.String
      const { tool, received } = define(Schema.toStandardSchemaV1(Schema.Struct({ a })))
      const result = await tool.execute({ a: 'admin' })
      expect(isValidationError(result) && result.code).toBe('TOOL_INPUT_INVALID')
      expect(isValidationError(result) && result.issues[0]?.message).toBe(DROPPED_PROMISE_MESSAGE)
      expect(received).toEqual([])
    })
  }

  it('keeps a synchronous guard', async () => {
    const a = Schema.String.pipe(Schema.refine((text: string): text is string => text !== 'admin'))
    const { tool, received } = define(Schema.toStandardSchemaV1(Schema.Struct({ a })))
    expect(isValidationError(await tool.execute({ a: 'admin' }))).toBe(true)
    await tool.execute({ a: 'user' })
    expect(received).toEqual([{ a: 'user' }])
  })
})

// Effect type-checks a synchronous getter's promise against the decoded type, fails, and drops
// the promise: its rejection went unhandled on every valid call, which ends a Node process.
describe('a rejecting getter under a typed target', () => {
  const rejecting = async (): Promise<string> => {
    throw new Error('db=customers_private')
  }
  const into = (target: Schema.Top, decode: unknown) =>
    Schema.String.pipe(
      Schema.decodeTo(target as typeof Schema.String, {
        decode: SchemaGetter.transform(decode as never),
        encode: SchemaGetter.transform((text: string) => text),
      }),
    ) as unknown as typeof Schema.String

  it('refuses an async getter into a type no promise passes when the tool is created', () => {
    for (const target of [
      Schema.String,
      Schema.Literal('x'),
      Schema.Union([Schema.String, Schema.Number]),
    ]) {
      const schema = Schema.toStandardSchemaV1(Schema.Struct({ a: into(target, rejecting) }))
      const thrown = thrownBy(() => define(schema))
      expect(thrown).toBeInstanceOf(AsyncInSyncError)
      expect(thrown).toMatchObject({ code: 'SCHEMA_ASYNC_IN_SYNC', path: ['a'] })
    }
  })

  it('keeps an async getter into Schema.Unknown, whose promise is the value', () => {
    const schema = Schema.toStandardSchemaV1(Schema.Struct({ a: into(Schema.Unknown, rejecting) }))
    expect(() => define(schema)).not.toThrow()
  })

  const atRunTime = {
    'a getter that returns a rejected promise, into a string': () =>
      into(Schema.String, () => Promise.reject(new Error('db=customers_private'))),
    'an async getter into a struct, which its promise fails': () =>
      into(Schema.Struct({ id: Schema.String }), rejecting),
  }
  for (const [name, make] of Object.entries(atRunTime)) {
    it(`fails the call, without its text and with no rejection unhandled: ${name}`, async () => {
      const { tool, received } = define(Schema.toStandardSchemaV1(Schema.Struct({ a: make() })))
      const { result, unhandled } = await collectUnhandledRejections(() => tool.execute({ a: 'x' }))
      expect(unhandled).toEqual([])
      expect(isValidationError(result) && result.code).toBe('TOOL_INPUT_INVALID')
      expect(isValidationError(result) && result.issues[0]?.message).toBe(DROPPED_PROMISE_MESSAGE)
      expect(JSON.stringify(result)).not.toContain('customers_private')
      expect(received).toEqual([])
    })
  }
})

// The AST walk stopped at the node limit and answered "none": an async getter past it went
// unseen. The limit is lowered here so that a small schema is past it.
describe('a schema with more nodes than the search reads', () => {
  it('is refused as not searched whole, not taken as clean (attacks the capped search)', () => {
    const schema = Schema.toStandardSchemaV1(
      Schema.Struct({
        a: Schema.String,
        b: Schema.Number,
        c: Schema.Boolean,
        d: Schema.Array(Schema.String),
      }),
    )
    expect(withSchemaNodeLimit(2, () => findEffectAsyncInSync(schema))).toMatchObject({
      unreadable: true,
      capped: true,
    })
    expect(findEffectAsyncInSync(schema)).toBeUndefined()
  })
})
