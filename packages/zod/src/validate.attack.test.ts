import { collectUnhandledRejections } from '@polytool/conformance'
import { isValidationError } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as zm from 'zod/mini'
import { createTool } from './index'
import { zodValidator } from './validate'

const validateZod = (schema: Parameters<typeof zodValidator>[0], value: unknown) =>
  zodValidator(schema)(value)

// Zod's own `~standard.validate` runs an async schema synchronously first: the async part is
// called, its promise dropped, and a rejection of it goes unhandled (a crash under Node's default).
async function callCollectingUnhandled(inputSchema: z.ZodType | zm.ZodMiniType) {
  let calls = 0
  const tool = createTool({
    id: 'lookup',
    description: 'Look up',
    inputSchema,
    execute: () => {
      calls++
      return 'ran'
    },
  })
  const { result, unhandled } = await collectUnhandledRejections(() =>
    tool.execute({ a: 'x' } as never),
  )
  return { result, calls, unhandled }
}

describe('async zod parts that throw or reject', () => {
  const failing = {
    'an async transform that throws': z.object({
      a: z.string().transform(async () => {
        throw new Error('transform failed: db=customers_private')
      }),
    }),
    'an async refine that rejects': z.object({
      a: z.string().refine(() => Promise.reject(new Error('db=customers_private'))),
    }),
    'an async superRefine that throws': z.object({
      a: z.string().superRefine(async () => {
        throw new Error('db=customers_private')
      }),
    }),
    'a zod mini async check that rejects': zm.object({
      a: zm.string().check(zm.refine(() => Promise.reject(new Error('db=customers_private')))),
    }),
  }
  for (const [attack, inputSchema] of Object.entries(failing)) {
    it(`${attack}: a ValidationError, execute never called, no unhandled rejection`, async () => {
      const { result, calls, unhandled } = await callCollectingUnhandled(inputSchema)
      expect(isValidationError(result) && result.code).toBe('TOOL_INPUT_INVALID')
      expect(JSON.stringify(result)).not.toContain('customers_private')
      expect(calls).toBe(0)
      expect(unhandled).toEqual([])
    })
  }

  it('runs an async transform once, and passes its result on', async () => {
    let runs = 0
    const schema = z.object({
      a: z.string().transform(async (text) => {
        runs++
        return text.length
      }),
    })
    expect(await validateZod(schema, { a: 'abc' })).toEqual({ value: { a: 3 } })
    expect(runs).toBe(1)
  })

  it('keeps the synchronous path for a schema without user code', () => {
    const result = validateZod(z.object({ a: z.string().min(1) }), { a: '' })
    expect(result).not.toBeInstanceOf(Promise)
    expect(result).toMatchObject({ issues: [{ path: ['a'] }] })
  })
})
