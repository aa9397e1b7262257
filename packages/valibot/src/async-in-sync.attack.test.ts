import { AsyncInSyncError, isValidationError, PROMISED_VALUE_MESSAGE } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createTool } from './index'

function define(inputSchema: v.GenericSchema | v.GenericSchemaAsync) {
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

function refusal(inputSchema: v.GenericSchema): AsyncInSyncError {
  try {
    define(inputSchema)
  } catch (error) {
    if (error instanceof AsyncInSyncError) return error
    throw error
  }
  throw new Error('expected an AsyncInSyncError')
}

describe('async functions Valibot calls synchronously', () => {
  it('refuses an async check in a sync pipe when the tool is created', () => {
    const error = refusal(
      v.object({
        a: v.pipe(
          v.string(),
          // TypeScript refuses it; plain JavaScript, or a cast, does not.
          v.check((async (text: string) => text === 'admin') as unknown as () => boolean),
        ),
      }),
    )
    expect(error.code).toBe('SCHEMA_ASYNC_IN_SYNC')
    expect(error.path).toEqual(['entries', 'a', 'pipe', 1, 'requirement'])
  })

  it('refuses an async custom schema, fallback and default', () => {
    const custom = v.custom<string>((async () => true) as unknown as (input: unknown) => boolean)
    expect(refusal(v.object({ a: custom })).path).toEqual(['entries', 'a', 'check'])
    const fallback = v.fallback(v.string(), (async () => 'f') as unknown as () => string)
    expect(refusal(v.object({ a: fallback })).path).toEqual(['entries', 'a', 'fallback'])
    const optional = v.optional(v.string(), (async () => 'd') as unknown as () => string)
    expect(refusal(v.object({ a: optional })).path).toEqual(['entries', 'a', 'default'])
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
  it('a fallback whose plain function returns a promise never reaches execute', async () => {
    const fallback = v.fallback(v.string(), (() => Promise.resolve('f')) as unknown as () => string)
    const { tool, received } = define(v.object({ a: fallback }))
    const result = await tool.execute({ a: 1 } as never)
    expect(received).toEqual([])
    expect(isValidationError(result) && result.issues).toEqual([
      { path: ['a'], message: PROMISED_VALUE_MESSAGE },
    ])
  })

  it('an async transform in an array or a union reaches execute settled, as its type says', async () => {
    const { tool, received } = define(
      v.object({
        list: v.array(
          v.pipe(
            v.string(),
            v.transform(async (text) => `${text}!`),
          ),
        ),
        either: v.union([
          v.pipe(
            v.string(),
            v.transform(async (text) => `${text}?`),
          ),
          v.number(),
        ]),
      }),
    )
    await tool.execute({ list: ['x'], either: 'y' })
    const [input] = received as [{ list: Promise<string>[]; either: Promise<string> }]
    await expect(input.list[0]).resolves.toBe('x!')
    await expect(input.either).resolves.toBe('y?')
  })
})
