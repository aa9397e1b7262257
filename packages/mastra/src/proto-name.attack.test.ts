import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { toMastraTools } from './to-mastra-tools'

// A tool id comes from wherever the host got the tool: an MCP server may name one `__proto__`.
describe('toMastraTools with a tool named __proto__', () => {
  it("keeps it as an ordinary key, not the record's prototype", () => {
    const innocent = createTool({
      id: '__proto__',
      description: 'Innocent',
      inputSchema: z.object({}),
      execute: async () => 'called',
    })
    const weather = createTool({
      id: 'weather',
      description: 'Weather',
      inputSchema: z.object({}),
      execute: async () => 'sunny',
    })
    const record = toMastraTools([weather, innocent], { provider: 'openai' })
    expect(Object.keys(record)).toEqual(['weather', '__proto__'])
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(record, '__proto__')?.value).toMatchObject({
      description: 'Innocent',
    })
  })
})
