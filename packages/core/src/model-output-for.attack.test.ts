import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './create-tool'
import { modelOutputAsText, modelOutputFor } from './model-output-for'

describe('modelOutputFor against a tool leaking data past its outputSchema', () => {
  it('the model never reads an output its schema refused', async () => {
    const tool = createTool({
      id: 'leaky',
      description: 'd',
      outputSchema: z.object({ temperature: z.number() }),
      execute: async () => ({ temperature: 'PRIVATE-ROW-42' }) as never,
    })
    const failure = await tool.execute!({})
    const forModel = await modelOutputFor(tool, failure)
    expect(forModel).toEqual({
      type: 'error-text',
      value: expect.stringMatching(/^Tool output validation failed for leaky\./),
    })
    expect(JSON.stringify(forModel)).not.toContain('PRIVATE-ROW-42')
  })
})

describe('modelOutputFor against output whose conversion to JSON throws', () => {
  const SECRET = 'acct-PRIVATE-7731'
  const plain = createTool({ id: 'lookup', description: 'd', execute: async () => ({}) })
  const boom = (): never => {
    throw new Error(`lookup failed for ${SECRET}`)
  }
  // Attack: each object throws an error quoting a request-context value while being converted.
  const hostile: Record<string, unknown> = {
    getter: {
      get account(): never {
        return boom()
      },
    },
    toJSON: { toJSON: boom },
    proxy: new Proxy({}, { ownKeys: boom }),
  }
  for (const [kind, output] of Object.entries(hostile)) {
    it.each([
      ['modelOutputFor', modelOutputFor],
      ['modelOutputAsText', modelOutputAsText],
    ] as const)(
      `%s: the model never reads the exception of a throwing ${kind}; the observer gets it`,
      async (_name, format) => {
        const logged: unknown[] = []
        const observer = {
          log: (_level: string, _message: string, data?: unknown) => logged.push(data),
        }
        const forModel = await format(plain, output, observer)
        expect(forModel).toEqual({
          type: 'error-text',
          value:
            'Tool lookup returned output that cannot be sent as JSON; the details stay on the server.',
        })
        expect(JSON.stringify(forModel)).not.toContain(SECRET)
        expect(logged).toEqual([
          {
            toolId: 'lookup',
            error: expect.objectContaining({ message: `lookup failed for ${SECRET}` }),
          },
        ])
      },
    )
  }
})
