import { collectUnhandledRejections, recordingTool, thrownBy } from '@polytool/conformance'
import { AsyncInSyncError } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createTool } from './index'

const define = (inputSchema: v.GenericSchema | v.GenericSchemaAsync) =>
  recordingTool(createTool, inputSchema)

// TypeScript refuses these async functions; plain JavaScript, or a cast, does not.
const asyncTrue = (async () => true) as never

describe('async functions Valibot calls synchronously', () => {
  it('refuses an async check in a sync pipe when the tool is created', () => {
    const error = thrownBy(() => define(v.object({ a: v.pipe(v.string(), v.check(asyncTrue)) })))
    expect(error).toBeInstanceOf(AsyncInSyncError)
    expect(error).toMatchObject({
      code: 'SCHEMA_ASYNC_IN_SYNC',
      path: ['entries', 'a', 'pipe', 1, 'requirement'],
    })
  })

  it('refuses an async check in a schema copied onto a function, which Valibot runs as that schema', () => {
    const carrier = (fields: object) => Object.assign(() => undefined, fields) as never
    const checked = v.pipe(v.string(), v.check(asyncTrue))
    const hidden = v.object({ a: carrier(checked) })
    // Valibot runs it: the promise is truthy, so a wrong value passes.
    expect(v.safeParse(hidden, { a: 'bad' }).success).toBe(true)
    const error = thrownBy(() => define(hidden))
    expect(error).toBeInstanceOf(AsyncInSyncError)
    expect(error).toMatchObject({ path: ['entries', 'a', 'pipe', 1, 'requirement'] })
    // An async schema copied onto a function, inside a synchronous one, is found too.
    const handle = carrier(
      v.pipeAsync(
        v.string(),
        v.checkAsync(async () => true),
      ),
    )
    expect((thrownBy(() => define(v.object({ handle }))) as AsyncInSyncError).path).toEqual([
      'entries',
      'handle',
    ])
    expect(
      (thrownBy(() => define(v.object({ a: v.optional(carrier(checked)) }))) as AsyncInSyncError)
        .path,
    ).toEqual(['entries', 'a', 'wrapped', 'pipe', 1, 'requirement'])
  })

  it('fails the call of an async rawCheck, whose function no search can read, and never runs execute', async () => {
    const lookup = async (name: unknown) => name === 'ok'
    const rawAsync = v.rawCheck(async ({ dataset, addIssue }) => {
      if (!(await lookup(dataset.value))) addIssue({ message: 'unknown user' })
    }) as never
    // Valibot passes it: the function's promise is dropped, its issue comes too late.
    const schema = v.object({ user: v.pipe(v.string(), rawAsync) })
    expect(v.safeParse(schema, { user: 'attacker' }).success).toBe(true)
    const { tool, received } = define(schema)
    expect(await tool.execute({ user: 'attacker' })).toMatchObject({
      error: true,
      code: 'TOOL_INPUT_INVALID',
      message: expect.stringContaining('a check of the schema returned a promise'),
    })
    expect(received).toEqual([])
    // A synchronous rawCheck still answers as Valibot does.
    const rawSync = v.rawCheck<string>(({ dataset, addIssue }) => {
      if (dataset.typed && dataset.value !== 'ok') addIssue({ message: 'unknown user' })
    })
    const synchronous = define(v.object({ user: v.pipe(v.string(), rawSync) }))
    expect(await synchronous.tool.execute({ user: 'ok' })).toBe('ran')
    expect(await synchronous.tool.execute({ user: 'attacker' })).toMatchObject({
      code: 'TOOL_INPUT_INVALID',
    })
  })

  it('refuses an async check in a schema inherited through its prototype, which Valibot runs', () => {
    const checked = v.pipe(v.string(), v.check(asyncTrue))
    for (const inherited of [Object.create(checked), { __proto__: checked }]) {
      const schema = v.object({ a: inherited })
      expect(v.safeParse(schema, { a: 'bad' }).success).toBe(true)
      const error = thrownBy(() => define(schema))
      expect(error).toBeInstanceOf(AsyncInSyncError)
      expect((error as AsyncInSyncError).path).toEqual(['entries', 'a', 'pipe', 1, 'requirement'])
    }
  })

  it('refuses an async part in a schema copied onto a list, which Valibot runs as that schema', () => {
    const onList = (schema: object) => Object.assign([], schema) as never
    const checked = v.pipe(v.string(), v.check(asyncTrue))
    expect(v.safeParse(v.object({ a: onList(checked) }), { a: 'bad' }).success).toBe(true)
    const pathOf = (schema: v.GenericSchema) =>
      (thrownBy(() => define(schema)) as AsyncInSyncError).path
    expect(pathOf(v.object({ a: onList(checked) }))).toEqual([
      'entries',
      'a',
      'pipe',
      1,
      'requirement',
    ])
    expect(pathOf(v.object({ a: v.optional(onList(checked)) }))).toEqual([
      'entries',
      'a',
      'wrapped',
      'pipe',
      1,
      'requirement',
    ])
    expect(pathOf(v.object({ a: Object.setPrototypeOf([], checked) }))).toEqual([
      'entries',
      'a',
      'pipe',
      1,
      'requirement',
    ])
    const fallback = onList(v.fallback(v.string(), (async () => 'z') as never))
    expect(pathOf(v.object({ a: fallback }))).toEqual(['entries', 'a', 'fallback'])
  })

  it('refuses an async schema inside a synchronous object, array or pipe (attacks a part the sync parent never awaits)', () => {
    const handle = v.pipeAsync(
      v.string(),
      v.checkAsync(async () => true),
    ) as never
    const pathOf = (schema: v.GenericSchema) =>
      (thrownBy(() => define(schema)) as AsyncInSyncError).path
    expect(pathOf(v.object({ handle, plan: v.string() }))).toEqual(['entries', 'handle'])
    expect(pathOf(v.object({ list: v.array(handle) }))).toEqual(['entries', 'list', 'item'])
    expect(pathOf(v.object({ a: v.optional(handle) }))).toEqual(['entries', 'a', 'wrapped'])
    expect(pathOf(v.object({ a: v.union([v.number(), handle]) }))).toEqual([
      'entries',
      'a',
      'options',
      1,
    ])
  })

  it('refuses an async custom schema, fallback and default', () => {
    const pathOf = (a: v.GenericSchema) =>
      (thrownBy(() => define(v.object({ a }))) as AsyncInSyncError).path
    expect(pathOf(v.custom<string>(asyncTrue))).toEqual(['entries', 'a', 'check'])
    expect(pathOf(v.fallback(v.string(), asyncTrue))).toEqual(['entries', 'a', 'fallback'])
    expect(pathOf(v.optional(v.string(), asyncTrue))).toEqual(['entries', 'a', 'default'])
  })

  it('refuses an async check behind a lazy schema', () => {
    const error = thrownBy(() =>
      define(v.object({ a: v.lazy(() => v.pipe(v.string(), v.check(asyncTrue))) })),
    )
    expect(error).toMatchObject({
      code: 'SCHEMA_ASYNC_IN_SYNC',
      path: ['entries', 'a', 'getter', 'pipe', 1, 'requirement'],
    })
  })

  it('refuses a fallback or default whose plain function returns a promise, leaving no rejection unhandled', async () => {
    const { unhandled } = await collectUnhandledRejections(async () => {
      const rejecting = (() => Promise.reject(new Error('db=private'))) as never
      const pathOf = (a: v.GenericSchema) =>
        (thrownBy(() => define(v.object({ a }))) as AsyncInSyncError).path
      expect(pathOf(v.fallback(v.string(), rejecting))).toEqual(['entries', 'a', 'fallback'])
      expect(pathOf(v.optional(v.string(), rejecting))).toEqual(['entries', 'a', 'default'])
    })
    expect(unhandled).toEqual([])
  })

  it('keeps the async forms, which Valibot awaits', () => {
    const schema = v.objectAsync({
      a: v.pipeAsync(
        v.string(),
        v.checkAsync(async () => true),
      ),
    })
    expect(() => define(schema)).not.toThrow()
  })
})

describe('a promise where the schema promises a value', () => {
  it('an async transform in an array or a union reaches execute settled, as its type says', async () => {
    const exclaim = v.pipe(
      v.string(),
      v.transform(async (text) => `${text}!`),
    )
    const { tool, received } = define(
      v.object({ list: v.array(exclaim), either: v.union([exclaim, v.number()]) }),
    )
    await tool.execute({ list: ['x'], either: 'y' })
    const [input] = received as [{ list: Promise<string>[]; either: Promise<string> }]
    await expect(input.list[0]).resolves.toBe('x!')
    await expect(input.either).resolves.toBe('y!')
  })
})
