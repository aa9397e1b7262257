import {
  collectUnhandledRejections,
  recordingTool,
  thrownBy,
  withSchemaNodeLimit,
} from '@polytool/conformance'
import { AsyncInSyncError, isValidationError, PROMISED_VALUE_MESSAGE } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './index'

const define = (inputSchema: z.ZodType) => recordingTool(createTool, inputSchema)

describe('async functions Zod calls synchronously', () => {
  it('refuses an async refinement of a record key when the tool is created', () => {
    const error = thrownBy(() =>
      define(
        z.object({
          scores: z.record(
            z.string().refine(async () => true),
            z.number(),
          ),
        }),
      ),
    )
    expect(error).toBeInstanceOf(AsyncInSyncError)
    expect(error).toMatchObject({
      code: 'SCHEMA_ASYNC_IN_SYNC',
      path: ['shape', 'scores', 'keyType', 'checks', 0],
    })
  })

  it('refuses an async .overwrite() and an async .catch()', () => {
    const overwrite = z.string().overwrite((async (s: string) => s) as never)
    expect(thrownBy(() => define(z.object({ a: overwrite })))).toMatchObject({
      path: ['shape', 'a', 'checks', 0],
    })
    const caught = z.string().catch((async () => 'c') as never)
    expect(thrownBy(() => define(z.object({ a: caught })))).toMatchObject({ path: ['shape', 'a'] })
  })

  it('keeps async refinements where Zod awaits them', () => {
    expect(() => define(z.object({ a: z.string().refine(async () => true) }))).not.toThrow()
  })

  it('accepts fields that each hold a long enum, well within the walk cap', async () => {
    // 41 nodes under a cap of 100 (10,000 parts), and 20,000 codes: Zod keeps them in a record
    // per enum, whose values are no schema and count for nothing.
    const codes = Array.from({ length: 1_000 }, (_, at) => `A${String(at).padStart(5, '0')}`)
    const shape = Object.fromEntries(
      Array.from({ length: 20 }, (_, at) => [`diagnosis${at}`, z.enum(codes).optional()]),
    )
    const { tool } = withSchemaNodeLimit(100, () => define(z.object(shape)))
    expect(await tool.execute({ diagnosis3: 'A00042' })).toBe('ran')
    expect(await tool.execute({ diagnosis3: 'B1' })).toMatchObject({ code: 'TOOL_INPUT_INVALID' })
  })

  it('searches a key schema that many records share once, not once per record', () => {
    const key = z.string().pipe(z.enum(Array.from({ length: 1_000 }, (_, at) => `k${at}`)))
    // Counts the reads of the key schema's parts by polytool's searches (Zod's converter reads
    // it once per record too).
    let reads = 0
    const def = key._zod.def as unknown as Record<string, unknown>
    const out = def.out
    Object.defineProperty(def, 'out', {
      enumerable: true,
      get: () => {
        if (new Error().stack?.includes('pushChildren')) reads++
        return out
      },
    })
    const shape = Object.fromEntries(
      Array.from({ length: 200 }, (_, at) => [`f${at}`, z.record(key, z.string())]),
    )
    define(z.object(shape))
    expect(reads).toBeGreaterThan(0)
    expect(reads).toBeLessThan(10)
  })

  it('refuses a record key refinement that returns a promise from a plain function', async () => {
    const { tool, received } = define(
      z.object({
        r: z.record(
          z.string().refine(() => Promise.resolve(true)),
          z.number(),
        ),
      }),
    )
    const result = await tool.execute({ r: { k: 1 } })
    expect(isValidationError(result) && result.code).toBe('TOOL_INPUT_INVALID')
    expect(received).toEqual([])
  })
})

describe('a promise where the schema promises a value', () => {
  const promised = (() => Promise.resolve('x')) as never
  it('refuses a .default() or .prefault() whose plain function returns a promise when the tool is created, leaving no rejection unhandled', async () => {
    const { unhandled } = await collectUnhandledRejections(async () => {
      const rejecting = (() => Promise.reject(new Error('db=private'))) as never
      for (const a of [z.string().default(rejecting), z.string().prefault(rejecting)]) {
        const error = thrownBy(() => define(z.object({ a })))
        expect(error).toBeInstanceOf(AsyncInSyncError)
        expect(error).toMatchObject({ code: 'SCHEMA_ASYNC_IN_SYNC', path: ['shape', 'a'] })
      }
    })
    expect(unhandled).toEqual([])
  })

  const cases: [string, z.ZodType, object][] = [
    ['a .catch() that returns a promise', z.object({ a: z.string().catch(promised) }), { a: 1 }],
    [
      'an .overwrite() that returns a promise',
      z.object({ a: z.string().overwrite(promised) }),
      { a: 'x' },
    ],
  ]
  for (const [name, schema, input] of cases) {
    it(`${name} never reaches execute`, async () => {
      const { tool, received } = define(schema)
      const result = await tool.execute(input)
      expect(received).toEqual([])
      expect(isValidationError(result) && result.issues).toEqual([
        { path: ['a'], message: PROMISED_VALUE_MESSAGE },
      ])
    })
  }
})

describe('error message functions, which Zod calls synchronously', () => {
  // Zod drops the promise such a function returns: every invalid call left its rejection
  // unhandled, a crash under Node's default mode.
  it('refuses an async one, on a type or on a check, when the tool is created', () => {
    const asyncError = (async () => {
      throw new Error('db=private')
    }) as never
    expect(thrownBy(() => define(z.object({ a: z.string({ error: asyncError }) })))).toMatchObject({
      code: 'SCHEMA_ASYNC_IN_SYNC',
      path: ['shape', 'a', 'error'],
    })
    expect(
      thrownBy(() => define(z.object({ a: z.string().min(3, { error: asyncError }) }))),
    ).toMatchObject({ code: 'SCHEMA_ASYNC_IN_SYNC', path: ['shape', 'a', 'checks', 0, 'error'] })
  })

  it('refuses a plain one that returns a promise, leaving no rejection unhandled', async () => {
    const { unhandled } = await collectUnhandledRejections(async () => {
      const rejecting = (() => Promise.reject(new Error('db=private'))) as never
      expect(
        thrownBy(() => define(z.object({ a: z.string({ error: rejecting }) }))),
      ).toBeInstanceOf(AsyncInSyncError)
    })
    expect(unhandled).toEqual([])
  })

  it('keeps text messages and functions that return text', async () => {
    const { tool } = define(
      z.object({
        a: z.string({ error: (issue) => (issue.input === undefined ? 'required' : 'not text') }),
        b: z.string().min(3, 'too short'),
      }),
    )
    const result = await tool.execute({ a: 1, b: 'x' } as never)
    expect(isValidationError(result) && result.issues.map((issue) => issue.message)).toEqual([
      'not text',
      'too short',
    ])
  })
})

// A shape getter that throws on its first read (the search) and gives the record after: a
// search that took "could not read" for "found none" let the async key refinement through.
describe('a schema that throws while it is searched', () => {
  it('is refused when the tool is created', () => {
    let reads = 0
    const hidden = z.record(z.string().refine((async () => false) as never), z.string())
    const shape = {
      get a() {
        if (reads++ === 0) throw new Error('not yet')
        return hidden
      },
    }
    const error = thrownBy(() => define(z.object(shape)))
    expect(error).toBeInstanceOf(AsyncInSyncError)
    expect((error as Error).message).toMatch(/could not be searched/)
  })
})
