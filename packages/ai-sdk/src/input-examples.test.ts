import { createTool } from '@polytool/zod'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { toAISDKTool } from './to-ai-sdk-tool'

const SECRET = 'sk-live-4f9a8b7c6d5e4f3a2b1c0d9e'

function weatherTool() {
  return createTool({
    id: 'weather',
    description: 'Weather',
    inputSchema: z.object({ city: z.string(), days: z.number().int().max(7).optional() }),
    inputExamples: [
      { input: { city: 'Paris', days: 3 } },
      { input: { city: 5, days: SECRET } as never },
      { input: { city: 'Oslo' } },
    ],
    execute: async ({ city }) => ({ city }),
  })
}

// Attacks the bridge copying `inputExamples` unchecked: the model was shown a call the tool refuses.
describe('toAISDKTool inputExamples', () => {
  it('leaves out an example the input schema refuses, and reports it to the observer', () => {
    const log = vi.fn()
    const made = toAISDKTool(weatherTool(), { provider: 'anthropic' }, 'weather')
    const observed = toAISDKTool(weatherTool(), { provider: 'anthropic', observer: { log } })
    for (const aiTool of [made, observed]) {
      expect(aiTool.inputExamples).toEqual([
        { input: { city: 'Paris', days: 3 } },
        { input: { city: 'Oslo' } },
      ])
    }
    expect(log).toHaveBeenCalledTimes(1)
    expect(log).toHaveBeenCalledWith(
      'warn',
      'Input example 1 of tool "weather" is refused by the input schema at /city, /days: it is left out, since it would teach the model a call the tool refuses',
      { toolId: 'weather', code: 'INPUT_EXAMPLE_INVALID' },
    )
    expect(JSON.stringify(log.mock.calls)).not.toContain(SECRET)
  })

  it('warns on the console without an observer, never quoting the example', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      toAISDKTool(weatherTool(), { provider: 'openai' })
      expect(warn).toHaveBeenCalledTimes(1)
      expect(String(warn.mock.calls[0]?.[0])).toContain(
        '[polytool] Input example 1 of tool "weather"',
      )
      expect(JSON.stringify(warn.mock.calls)).not.toContain(SECRET)
    } finally {
      warn.mockRestore()
    }
  })
})
