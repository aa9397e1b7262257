import { collectUnhandledRejections, recordingTool } from '@polytool/conformance'
import { isValidationError } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createTool } from './index'

// A function that gives a value while its cache is warm (so the tool is made without a word)
// and a rejecting promise once it is cold. When another key fails, Valibot drops the output,
// and the promise with it: its rejection, unhandled, would end the Node process.
function coldCache() {
  const cache = new Map([['units', 'metric']])
  const read = () =>
    cache.get('units') ?? Promise.reject(new Error('db password=hunter2 unreachable'))
  return { read: read as () => string, clear: () => cache.clear() }
}

describe('a promise Valibot drops with a failed output', () => {
  it.each([
    ['a default', (read: () => string) => v.optional(v.string(), read)],
    ['a fallback', (read: () => string) => v.fallback(v.string(), read)],
  ])('%s that turns into a rejecting promise leaves no rejection unhandled', async (_, units) => {
    const cache = coldCache()
    const { tool, received } = recordingTool(
      createTool,
      v.object({ units: units(cache.read), days: v.number() }),
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

describe('a transformation of the user that is not a transform', () => {
  it.each([
    ['v.mapItems()', v.mapItems(async (id: unknown) => lookup(String(id)))],
    ['v.filterItems()', v.filterItems((id: unknown) => lookup(String(id)) as unknown as boolean)],
  ])(
    '%s whose function rejects leaves no rejection unhandled when another key fails',
    async (_, action) => {
      const { tool, received } = recordingTool(
        createTool,
        v.object({ users: v.pipe(v.array(v.string()), action as never), note: v.string() }),
      )
      const { result, unhandled } = await collectUnhandledRejections(() =>
        tool.execute({ users: ['404'], note: 5 }),
      )
      expect(isValidationError(result) && result.code).toBe('TOOL_INPUT_INVALID')
      expect(received).toEqual([])
      expect(unhandled).toEqual([])
    },
  )
})

async function lookup(id: string): Promise<{ id: string }> {
  if (id === '404') throw new Error(`user ${id} not found`)
  return { id }
}

// Valibot throws when a later part of the input cannot be read: the promise a check returned
// before it went with the exception, and its rejection was never handled.
describe('a promise made before Valibot throws', () => {
  it('leaves no rejection unhandled, and the call fails as unreadable', async () => {
    const rejecting = (() => Promise.reject(new Error('db password=hunter2'))) as never
    const { tool, received } = recordingTool(
      createTool,
      v.object({ a: v.pipe(v.string(), v.check(rejecting)), b: v.string() }),
    )
    const input = {
      a: 'x',
      get b(): string {
        throw new Error('unreadable')
      },
    }
    const { result, unhandled } = await collectUnhandledRejections(() => tool.execute(input))
    expect(isValidationError(result) && result.code).toBe('TOOL_INPUT_INVALID')
    expect(received).toEqual([])
    expect(unhandled).toEqual([])
  })
})
