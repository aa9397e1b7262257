import { collectUnhandledRejections, recordingTool } from '@polytool/conformance'
import { isValidationError } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './index'

// A function that gives a value while its cache is warm (so the tool is made without a word)
// and a rejecting promise once it is cold. When another key fails, Zod drops the output, and
// the promise with it: its rejection, unhandled, would end the Node process.
function coldCache() {
  const cache = new Map([['units', 'metric']])
  const read = () =>
    cache.get('units') ?? Promise.reject(new Error('db password=hunter2 unreachable'))
  return { read: read as () => string, clear: () => cache.clear() }
}

describe('a promise Zod drops with a failed output', () => {
  it.each([
    ['a default', (read: () => string) => z.string().default(read)],
    ['a catch', (read: () => string) => z.string().catch(read)],
  ])('%s that turns into a rejecting promise leaves no rejection unhandled', async (_, units) => {
    const cache = coldCache()
    const { tool, received } = recordingTool(
      createTool,
      z.object({ units: units(cache.read), days: z.number() }),
    )
    cache.clear()
    const { result, unhandled } = await collectUnhandledRejections(() =>
      tool.execute({ days: 'three' }),
    )
    expect(isValidationError(result) && result.code).toBe('TOOL_INPUT_INVALID')
    expect(JSON.stringify(result)).not.toContain('hunter2')
    expect(received).toEqual([])
    expect(unhandled).toEqual([])
  })
})

describe('a promise Zod drops from an error function', () => {
  it('an error function that turns into a rejecting promise leaves no rejection unhandled', async () => {
    const cache = coldCache()
    const message = () => (cache.read() === 'metric' ? 'days must be a number' : cache.read())
    const { tool, received } = recordingTool(
      createTool,
      z.object({ days: z.number({ error: message }) }),
    )
    cache.clear()
    const { result, unhandled } = await collectUnhandledRejections(() =>
      tool.execute({ days: 'three' }),
    )
    expect(isValidationError(result) && result.code).toBe('TOOL_INPUT_INVALID')
    expect(JSON.stringify(result)).not.toMatch(/hunter2|\[object Promise\]/)
    expect(received).toEqual([])
    expect(unhandled).toEqual([])
  })
})
