import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './create-tool'
import { modelOutputFor } from './model-output-for'

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
