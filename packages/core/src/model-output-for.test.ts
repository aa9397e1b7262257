import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createDeclined } from './approval'
import { createTool } from './create-tool'
import { modelOutputFor } from './model-output-for'

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
})
