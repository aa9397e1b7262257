import { createToolWith, modelOutputFor } from '@polytool/core'
import { type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { arktypeAdapter } from './adapter'

const createTool = createToolWith(arktypeAdapter)

describe("ArkType: a tool's own output too deep for JSON is not sent, and nothing throws (attack)", () => {
  it('an output nested 200,000 levels under an unknown key', async () => {
    let deep: unknown = 'leaf'
    for (let level = 0; level < 200_000; level++) deep = { d: deep }
    const logged: string[] = []
    const tool = createTool({
      id: 'deep',
      description: 'Returns a deep value',
      inputSchema: type({}),
      outputSchema: type({ deep: 'unknown' }),
      execute: () => ({ deep }),
    })
    const result = await tool.execute({})
    const original = console.error
    console.error = (message: unknown) => logged.push(String(message))
    try {
      const shown = await modelOutputFor(tool, result)
      expect(JSON.stringify(shown)).toContain('cannot be sent as JSON')
      expect(JSON.stringify(shown)).not.toContain('leaf')
    } finally {
      console.error = original
    }
    expect(logged.some((line) => line.includes('cannot be sent as JSON'))).toBe(true)
  })
})
