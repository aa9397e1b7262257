import { recordingTool, thrownBy } from '@polytool/conformance'
import { AsyncInSyncError, isValidationError } from '@polytool/core'
import { scope, type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { findArkTypeAsyncInSync } from './async-in-sync'
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

  // An alias's resolution is not among its node's children: a walk of `children` alone never
  // reached a predicate behind a scope's cyclic name, and the async check passed every value.
  it('refuses an async .narrow() reached only through a cyclic scope alias', () => {
    const types = scope({
      chk: type('string').narrow((async () => false) as never),
      node: { v: 'chk', 'next?': 'node' },
      root: { n: 'node' },
    }).export()
    const thrown = thrownBy(() => define(types.root))
    expect(thrown).toBeInstanceOf(AsyncInSyncError)
    expect(thrown).toMatchObject({ code: 'SCHEMA_ASYNC_IN_SYNC', path: ['n', 'v'] })
  })

  // A morph's output types sit in its `morphs`, not its children: "trim, then check" with an
  // async check let every value through.
  const asyncNarrow = () => type('string').narrow((async () => false) as never)
  const afterMorph: [string, () => type.Any][] = [
    [
      '.pipe(f).narrow(async)',
      () =>
        type({
          a: type('string')
            .pipe((s) => `${s}!`)
            .narrow((async () => false) as never),
        }),
    ],
    ['.pipe(f, narrowed)', () => type({ a: type('string').pipe((s) => s, asyncNarrow()) })],
    [
      '.pipe(f, g, narrowed)',
      () =>
        type({
          a: type('string').pipe(
            (s) => s,
            (s) => s,
            asyncNarrow(),
          ),
        }),
    ],
    ['.pipe(narrowed)', () => type({ a: type('string').pipe(asyncNarrow()) })],
    [
      'a union of .pipe(f, narrowed) and a number',
      () =>
        type({
          a: type('string')
            .pipe((s) => s, asyncNarrow())
            .or('number'),
        }),
    ],
    [
      'an array of .pipe(f, narrowed)',
      () =>
        type({
          a: type('string')
            .pipe((s) => s, asyncNarrow())
            .array(),
        }),
    ],
  ]
  it.each(afterMorph)('refuses an async .narrow() after a morph: %s', (_, make) => {
    const thrown = thrownBy(() => define(make()))
    expect(thrown).toBeInstanceOf(AsyncInSyncError)
    expect(thrown).toMatchObject({ code: 'SCHEMA_ASYNC_IN_SYNC', path: ['a'] })
  })

  it('keeps a synchronous .narrow() after a morph and behind a cyclic alias', async () => {
    const types = scope({
      chk: type('string').narrow((text) => text !== 'admin'),
      node: { v: 'chk', 'next?': 'node' },
    }).export()
    const { tool } = define(
      type({
        n: types.node,
        a: type('string')
          .pipe((s) => s.trim())
          .narrow((s) => s !== 'admin'),
      }),
    )
    const refused = await tool.execute({ n: { v: 'x', next: { v: 'admin' } }, a: 'x' })
    expect(isValidationError(refused) && refused.code).toBe('TOOL_INPUT_INVALID')
    const trimmed = await tool.execute({ n: { v: 'x' }, a: ' admin ' })
    expect(isValidationError(trimmed) && trimmed.code).toBe('TOOL_INPUT_INVALID')
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

describe('a type that throws while it is searched', () => {
  it('is refused as unreadable, not taken as holding no async predicate', () => {
    const node = Object.assign(() => true, { kind: 'intersection' })
    Object.defineProperty(node, 'children', {
      get() {
        throw new Error('not yet')
      },
    })
    const found = findArkTypeAsyncInSync({ internal: node })
    expect(found).toMatchObject({ unreadable: true })
  })

  it('is walked when its list of nodes holds a predicate, a morph or an alias', () => {
    // ArkType lists every node `children` reach in `references`; a morph's or an alias's
    // other types are not among them, so their walk is not skipped.
    const predicate = Object.assign(() => true, { kind: 'predicate', predicate: async () => true })
    for (const kind of ['predicate', 'morph', 'alias']) {
      const node = Object.assign(() => true, { kind: 'intersection', children: [predicate] })
      const listed = Object.assign(() => true, { kind })
      Object.defineProperty(node, 'references', { value: [node, listed] })
      expect(findArkTypeAsyncInSync({ internal: node })).toMatchObject({ path: [] })
    }
  })
})
