import type { AnyTool, ToolObserver } from '@polytool/core'
import { createTool } from '@polytool/zod'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

const SECRET = 'sk-live-4f9a8b7c6d5e4f3a2b1c0d9e'

function weatherTool(): AnyTool {
  const tool = createTool({
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
  return tool as AnyTool
}

/**
 * Attack: a bridge that copies a tool's `inputExamples` as written shows the model a call the
 * tool refuses. The bridge must leave out each example the input schema refuses, and report it
 * to the observer, or to the console without one, never quoting the example.
 *
 * @param bridge - the bridge's conversion, for the test's title (e.g. `toAISDKTool`)
 * @param convert - the bridge's conversion of one tool, with the host's observer if given
 *
 * @example
 * describeInputExamplesScenario('toMastraTool', (tool, observer) =>
 *   toMastraTool(tool, { provider: 'anthropic', observer }),
 * )
 */
export function describeInputExamplesScenario(
  bridge: string,
  convert: (tool: AnyTool, observer: ToolObserver | undefined) => { inputExamples?: unknown },
): void {
  describe(`attack: ${bridge} inputExamples`, () => {
    it('leaves out an example the input schema refuses, and reports it to the observer', () => {
      const log = vi.fn()
      const made = convert(weatherTool(), { log })
      expect(made.inputExamples).toEqual([
        { input: { city: 'Paris', days: 3 } },
        { input: { city: 'Oslo' } },
      ])
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
        const made = convert(weatherTool(), undefined)
        expect(made.inputExamples).toHaveLength(2)
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
}
