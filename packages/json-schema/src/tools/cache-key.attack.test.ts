// Attacks on the cache key of tool entries and lists: options JSON cannot write (a bigint, a
// cycle) must end in the typed INVALID_OPTIONS refusal, not a TypeError from the key.
import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { toProviderTool } from './to-provider-tool'
import { toProviderTools } from './to-provider-tools'

const weather = createTool({
  id: 'weather',
  description: 'Weather for a city',
  inputSchema: z.object({ city: z.string() }),
})

function circular(): Record<string, unknown> {
  const value: Record<string, unknown> = {}
  value.self = value
  return value
}

const unwritable: [string, Record<string, unknown>][] = [
  ['a bigint limit', { limits: { maxDepth: 10n } }],
  ['circular limits', { limits: circular() }],
  ['a circular mode', { mode: circular() }],
  ['a bigint recursion depth', { recursionDepth: 3n }],
]

function refusal(build: () => unknown): unknown {
  try {
    build()
    return undefined
  } catch (error) {
    return error
  }
}

describe('attack: options JSON cannot write', () => {
  it.each(unwritable)('refuses %s with INVALID_OPTIONS, as a list', (_, options) => {
    const error = refusal(() => toProviderTools([weather], 'openai', options as object))
    expect(error).not.toBeInstanceOf(TypeError)
    expect(error).toMatchObject({ code: 'INVALID_OPTIONS' })
  })

  it.each(unwritable)('refuses %s with INVALID_OPTIONS, as one tool', (_, options) => {
    const error = refusal(() => toProviderTool(weather, 'anthropic', options as object))
    expect(error).not.toBeInstanceOf(TypeError)
    expect(error).toMatchObject({ code: 'INVALID_OPTIONS' })
  })

  it('names a bigint limit as a bigint, not as the number it spells', () => {
    const error = refusal(() =>
      toProviderTools([weather], 'openai', { limits: { maxDepth: 10n } as never }),
    )
    expect((error as Error).message).toContain(
      'limits.maxDepth must be a positive integer, received bigint',
    )
  })

  it('does not let a bigint limit share a cached entry with the number it spells', () => {
    expect(toProviderTools([weather], 'openai', { limits: { maxDepth: 10 } }).entries).toHaveLength(
      1,
    )
    expect(
      refusal(() => toProviderTools([weather], 'openai', { limits: { maxDepth: 10n } as never })),
    ).toMatchObject({
      code: 'INVALID_OPTIONS',
    })
  })
})
