import type { StandardSchemaV1 } from '@standard-schema/spec'
import { describe, expect, it } from 'vitest'
import { createTool } from './create-tool'
import { type JsonSchemaAdapter, withAdapter } from './json-schema/adapter'
import { PROMISED_VALUE_MESSAGE } from './promised-values'
import { unhandledRejectionsOf } from './unhandled-rejections.test-support'
import { validateWith } from './validate'
import { isValidationError } from './validation-error'

// A schema library that puts what the user's function returned, a promise, in its output.
function promising(output: () => unknown, vendor = 'promising'): StandardSchemaV1 {
  return {
    '~standard': {
      version: 1,
      vendor,
      validate: () => ({ value: output() }),
      jsonSchema: { input: () => ({ type: 'object' }), output: () => ({ type: 'object' }) },
    },
  } as StandardSchemaV1
}

const rejecting = () => Promise.reject(new Error('db=customers_private'))

describe('a promise where the schema promises a value', () => {
  it('never reaches execute: the call fails at its path', async () => {
    let received: unknown
    const tool = createTool({
      id: 'defaults',
      description: 'A tool whose schema has an async default',
      inputSchema: promising(() => ({ a: Promise.resolve('default'), list: [1, rejecting()] })),
      execute: (input) => {
        received = input
        return 'ran'
      },
    })
    const result = await tool.execute({})
    expect(received).toBeUndefined()
    expect(isValidationError(result) && result.code).toBe('TOOL_INPUT_INVALID')
    expect(isValidationError(result) && result.issues).toEqual(
      expect.arrayContaining([
        { path: ['a'], message: PROMISED_VALUE_MESSAGE },
        { path: ['list', 1], message: PROMISED_VALUE_MESSAGE },
      ]),
    )
    expect(JSON.stringify(result)).not.toContain('customers_private')
  })

  // A transform may build a Map or a Set from the model's JSON (`[["k", 42]]`): a promise in one
  // is found too, by the key of its entry, and its rejection is handled.
  it('refuses a promise in a Map or a Set, keys included, and leaves no rejection unhandled', async () => {
    const unhandled = await unhandledRejectionsOf(async () => {
      const result = await validateWith(
        promising(() => ({
          byName: new Map<unknown, unknown>([
            ['k', rejecting()],
            [rejecting(), 'a value under a promise key'],
          ]),
          tags: new Set([1, rejecting()]),
        })),
        {},
      )
      expect(result).toMatchObject({ ok: false })
      const paths = (result as unknown as { issues: { path: unknown[] }[] }).issues.map(
        (issue) => issue.path,
      )
      expect(paths).toEqual(
        expect.arrayContaining([
          ['byName', 'k'],
          ['byName', 1],
          ['tags', 1],
        ]),
      )
    })
    expect(unhandled).toEqual([])
  })

  // A transform may build a class instance (a Valibot object piped into `new Box()`): a promise
  // in its field was let through, its rejection unhandled.
  it('refuses a promise in a class instance, nested or at the root, and handles it', async () => {
    class Box {
      constructor(readonly inner: unknown) {}
    }
    const unhandled = await unhandledRejectionsOf(async () => {
      const nested = await validateWith(
        promising(() => ({ box: new Box({ deep: new Box(rejecting()) }) })),
        {},
      )
      expect(nested).toMatchObject({
        ok: false,
        issues: [{ path: ['box', 'inner', 'deep', 'inner'], message: PROMISED_VALUE_MESSAGE }],
      })
      const root = await validateWith(
        promising(() => new Box(rejecting())),
        {},
      )
      expect(root).toMatchObject({ ok: false, issues: [{ path: ['inner'] }] })
    })
    expect(unhandled).toEqual([])
  })

  it('passes class instances, dates and typed arrays without promises as they are', () => {
    class Box {
      constructor(readonly inner: unknown) {}
    }
    Object.defineProperty(Box.prototype, 'inherited', { value: rejecting, enumerable: true })
    const value = { box: new Box('x'), when: new Date(0), bytes: new Uint8Array(100_000) }
    expect(
      validateWith(
        promising(() => value),
        {},
      ),
    ).toEqual({ ok: true, value })
  })

  it('refuses a thenable that is not a promise, at the root too', async () => {
    // A thenable on purpose: a library may hand back one that is not a native promise.
    const thenable = Object.fromEntries([['then', (resolve: (v: string) => void) => resolve('x')]])
    const result = await validateWith(
      promising(() => thenable),
      {},
    )
    expect(result).toMatchObject({
      ok: false,
      issues: [{ path: [], message: PROMISED_VALUE_MESSAGE }],
    })
  })

  it('leaves no rejection unhandled', async () => {
    const unhandled = await unhandledRejectionsOf(async () => {
      await validateWith(
        promising(() => ({ a: rejecting() })),
        {},
      )
    })
    expect(unhandled).toEqual([])
  })

  it('awaits and keeps promises the adapter says the output type holds', async () => {
    const adapter: JsonSchemaAdapter = {
      vendor: 'transforming',
      targets: ['draft-2020-12'],
      toJsonSchema: () => ({ type: 'object' }),
      outputMayHoldPromises: () => true,
    }
    const later = Promise.resolve('later')
    const kept = withAdapter(
      promising(() => ({ a: later }), 'transforming'),
      adapter,
    )
    await expect(validateWith(kept, {})).resolves.toEqual({ ok: true, value: { a: later } })
    const failing = withAdapter(
      promising(() => ({ a: rejecting() }), 'transforming'),
      adapter,
    )
    await expect(validateWith(failing, {})).resolves.toMatchObject({
      ok: false,
      issues: [{ path: ['a'], message: 'An asynchronous transform of this value failed' }],
    })
  })

  it('turns an output that throws while it is searched into an issue', () => {
    const hostile = {
      get a(): never {
        throw new Error('getter')
      },
    }
    expect(
      validateWith(
        promising(() => hostile),
        {},
      ),
    ).toMatchObject({ ok: false, issueCount: 1 })
  })
})
