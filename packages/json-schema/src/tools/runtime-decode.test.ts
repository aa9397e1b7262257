import { createToolCallRuntime } from '@polytool/core'
import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { toProviderTools } from './to-provider-tools'

const seen: unknown[] = []
const searchTool = createTool({
  id: 'search',
  description: 'Search the catalogue',
  inputSchema: z.object({
    query: z.string(),
    maxPrice: z.number().optional(),
    sort: z.enum(['price', 'rating']).default('rating'),
  }),
  execute: async (input) => {
    seen.push(input)
    return { hits: 0 }
  },
})

describe('the runtime with an OpenAI strict list', () => {
  it("runs the model's strict-mode nulls through the list's decode, so .optional() fields pass", async () => {
    const list = toProviderTools([searchTool], 'openai')
    const runtime = createToolCallRuntime({ tools: [searchTool], decode: list.decode })
    runtime.push({ type: 'tool-input-start', toolCallId: 'call_1', toolName: 'search' })
    runtime.push({
      type: 'tool-input-delta',
      toolCallId: 'call_1',
      inputTextDelta: '{"query":"lamp","maxPrice":null,"sort":null}',
    })
    runtime.push({ type: 'tool-input-end', toolCallId: 'call_1' })
    const [outcome] = await runtime.settle()
    expect(outcome).toMatchObject({ status: 'completed', output: { hits: 0 } })
    expect(seen).toEqual([{ query: 'lamp', sort: 'rating' }])
  })
})
