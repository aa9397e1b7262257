import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { ProviderTarget } from '../options'
import { toProviderTool } from './to-provider-tool'

const TARGETS: readonly ProviderTarget[] = ['openai', 'anthropic', 'gemini', 'mcp']
const SECRET = 'sk-live-4f9a8b7c6d5e4f3a2b1c0d9e'

function shownExamples(entry: { readonly payload: unknown }): string {
  return JSON.stringify(entry.payload)
}

describe('inputExamples are checked against the input schema', () => {
  for (const target of TARGETS) {
    it(`leaves out an example the schema refuses, naming where, never what (${target})`, () => {
      const tool = createTool({
        id: 'weather',
        description: 'Weather',
        inputSchema: z.object({ city: z.string(), days: z.number().int().max(7).optional() }),
        inputExamples: [
          { input: { city: 'Paris', days: 3 } },
          { input: { city: 5, days: SECRET } as never },
          { input: { city: 'Oslo' } },
        ],
      })
      const entry = toProviderTool(tool, target)
      const shown = shownExamples(entry)
      expect(shown).toContain('Paris')
      expect(shown).toContain('Oslo')
      expect(shown).not.toContain(SECRET)
      const warning = entry.warnings.find(({ code }) => code === 'INPUT_EXAMPLE_INVALID')
      expect(warning?.message).toBe(
        'Input example 1 of tool "weather" is refused by the input schema at /city, /days: it is left out, since it would teach the model a call the tool refuses',
      )
      expect(JSON.stringify(entry.warnings)).not.toContain(SECRET)
    })
  }

  it('shows the examples of an async schema unchecked, with a warning', async () => {
    const tool = createTool({
      id: 'lookup',
      description: 'Lookup',
      inputSchema: z.object({ q: z.string().refine(async (q) => q.length > 0) }),
      inputExamples: [{ input: { q: 'x' } }],
    })
    const entry = toProviderTool(tool, 'anthropic', { onUnrepresentable: 'any' })
    expect(shownExamples(entry)).toContain('"q":"x"')
    expect(entry.warnings.map(({ code }) => code)).toContain('INPUT_EXAMPLE_UNCHECKED')
  })

  it('keeps every example the schema accepts, with no warning', () => {
    const tool = createTool({
      id: 'weather',
      description: 'Weather',
      inputSchema: z.object({ city: z.string() }),
      inputExamples: [{ input: { city: 'Paris' } }],
    })
    const entry = toProviderTool(tool, 'openai')
    expect(shownExamples(entry)).toContain('Paris')
    expect(entry.warnings).toEqual([])
  })
})
