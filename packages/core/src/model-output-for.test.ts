import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createDeclined } from './approval'
import { createTool } from './create-tool'
import { modelOutputAsText, modelOutputFor } from './model-output-for'

const plain = createTool({ id: 'plain', description: 'd', execute: async () => 1 })

describe('modelOutputFor', () => {
  it('sends strings as text and other values as JSON', async () => {
    expect(await modelOutputFor(plain, 'hello')).toEqual({ type: 'text', value: 'hello' })
    expect(await modelOutputFor(plain, { a: [1, 2] })).toEqual({
      type: 'json',
      value: { a: [1, 2] },
    })
    expect(await modelOutputFor(plain, undefined)).toEqual({ type: 'json', value: null })
  })

  it('sends validation errors and declined calls as error text', async () => {
    const tool = createTool({
      id: 'v',
      description: 'd',
      inputSchema: z.object({ a: z.string() }),
      execute: async () => 1,
    })
    const failure = await tool.execute!({ a: 1 } as never)
    expect(await modelOutputFor(tool, failure)).toEqual({
      type: 'error-text',
      value: expect.stringMatching(/^Tool input validation failed for v\./),
    })
    expect(await modelOutputFor(tool, createDeclined('v', 'no'))).toEqual({
      type: 'error-text',
      value: 'The call to v was declined: no. Do not retry it unchanged.',
    })
  })

  it('reports a bigint output instead of sending half of it', async () => {
    expect(await modelOutputFor(plain, { n: 1n })).toEqual({
      type: 'error-text',
      value: expect.stringMatching(
        /^Tool plain returned output that cannot be sent as JSON; the details stay on the server\.$/,
      ),
    })
  })

  it('turns a throwing toModelOutput into error text', async () => {
    const tool = createTool({
      id: 'fmt',
      description: 'd',
      execute: async () => 1,
      toModelOutput: () => {
        throw new Error('format bug')
      },
    })
    expect(await modelOutputFor(tool, 1, { log: () => {} })).toEqual({
      type: 'error-text',
      value: 'Tool fmt produced output that could not be formatted.',
    })
  })

  it('as text, gives the JSON text of what it gives as JSON, written once', async () => {
    const values: unknown[] = [
      { a: [1, 2], b: undefined, c: () => 1 },
      JSON.parse('{"__proto__": {"polluted": true}, "x": -0}'),
      { lone: '\ud800', big: 1e21, date: new Date(0), nested: [undefined, { toJSON: () => 'j' }] },
      undefined,
      null,
      42,
      [],
    ]
    for (const value of values) {
      const asJson = await modelOutputFor(plain, value)
      expect(asJson.type).toBe('json')
      expect(modelOutputAsText(plain, value)).toEqual({
        type: 'text',
        value: JSON.stringify((asJson as { value: unknown }).value),
      })
    }
    expect(modelOutputAsText(plain, 'hello')).toEqual({ type: 'text', value: 'hello' })
  })

  it('as text, refuses what JSON has no text for, as it does as JSON', async () => {
    const unsendable = {
      type: 'error-text',
      value:
        'Tool plain returned output that cannot be sent as JSON; the details stay on the server.',
    }
    for (const value of [() => 1, Symbol('s'), { toJSON: () => undefined }, { n: 1n }]) {
      const logged: unknown[] = []
      const observer = {
        log: (_level: string, _message: string, data?: unknown) => logged.push(data),
      }
      expect(await modelOutputFor(plain, value, observer)).toEqual(unsendable)
      expect(modelOutputAsText(plain, value, observer)).toEqual(unsendable)
      expect(logged).toHaveLength(2)
    }
  })

  it('as text, leaves failures and a custom toModelOutput as they are', async () => {
    const declined = createDeclined('plain', 'no')
    expect(modelOutputAsText(plain, declined)).toEqual(await modelOutputFor(plain, declined))
    const custom = createTool({
      id: 'custom',
      description: 'd',
      execute: async () => 1,
      toModelOutput: (output) => ({ type: 'json', value: { wrapped: output as number } }),
    })
    expect(await modelOutputAsText(custom, 1)).toEqual({ type: 'json', value: { wrapped: 1 } })
  })
})
