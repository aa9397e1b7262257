import { AsyncInSyncError, isValidationError, PROMISED_VALUE_MESSAGE } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './index'

function define(inputSchema: z.ZodType) {
  const received: unknown[] = []
  const tool = createTool({
    id: 'lookup',
    description: 'Look up',
    inputSchema,
    execute: (input) => {
      received.push(input)
      return 'ran'
    },
  })
  return { tool, received }
}

function refusal(inputSchema: z.ZodType): AsyncInSyncError {
  try {
    define(inputSchema)
  } catch (error) {
    if (error instanceof AsyncInSyncError) return error
    throw error
  }
  throw new Error('expected an AsyncInSyncError')
}

describe('async functions Zod calls synchronously', () => {
  it('refuses an async refinement of a record key when the tool is created', () => {
    const error = refusal(
      z.object({
        scores: z.record(
          z.string().refine(async () => true),
          z.number(),
        ),
      }),
    )
    expect(error.code).toBe('SCHEMA_ASYNC_IN_SYNC')
    expect(error.path).toEqual(['shape', 'scores', 'keyType', 'checks', 0])
  })

  it('refuses an async .overwrite() and an async .catch()', () => {
    expect(
      refusal(z.object({ a: z.string().overwrite((async (s: string) => s) as never) })).path,
    ).toEqual(['shape', 'a', 'checks', 0])
    expect(refusal(z.object({ a: z.string().catch((async () => 'c') as never) })).path).toEqual([
      'shape',
      'a',
    ])
  })

  it('keeps async refinements where Zod awaits them', () => {
    expect(() => define(z.object({ a: z.string().refine(async () => true) }))).not.toThrow()
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
  const cases: [string, z.ZodType, object][] = [
    [
      'a .default() that returns a promise',
      z.object({ a: z.string().default((() => Promise.resolve('d')) as unknown as () => string) }),
      {},
    ],
    [
      'a .catch() that returns a promise',
      z.object({ a: z.string().catch((() => Promise.resolve('c')) as unknown as () => string) }),
      { a: 1 },
    ],
    [
      'an .overwrite() that returns a promise',
      z.object({ a: z.string().overwrite((s) => Promise.resolve(s) as unknown as string) }),
      { a: 'x' },
    ],
  ]
  for (const [name, schema, input] of cases) {
    it(`${name} never reaches execute`, async () => {
      const { tool, received } = define(schema)
      const result = await tool.execute(input as never)
      expect(received).toEqual([])
      expect(isValidationError(result) && result.issues).toEqual([
        { path: ['a'], message: PROMISED_VALUE_MESSAGE },
      ])
    })
  }
})
