import { afterEach, describe, expect, it, vi } from 'vitest'
import { warnNoAdapterOnce } from './native-warning'
import { toJsonSchema } from './to-json-schema'

// A schema that speaks Standard JSON Schema itself, under a vendor no other test uses.
function nativeSchema(vendor: string, jsonSchema: object) {
  return {
    '~standard': {
      version: 1 as const,
      vendor,
      validate: (value: unknown) => ({ value }),
      jsonSchema: { input: () => jsonSchema, output: () => jsonSchema },
    },
  }
}

describe('the no-adapter path', () => {
  afterEach(() => vi.restoreAllMocks())

  it('warns once per library that its losses cannot be reported', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    toJsonSchema(nativeSchema('native-warning-a', { type: 'string' }))
    toJsonSchema(nativeSchema('native-warning-a', { type: 'number' }))
    toJsonSchema(nativeSchema('native-warning-b', { type: 'string' }))
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /"native-warning-a" schemas .* without an adapter: losses .* cannot be reported/,
    )
  })
})

describe('the warning for a vendor without an adapter', () => {
  it('is a line of bounded length, whatever the vendor string', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    warnNoAdapterOnce(`v${'x'.repeat(1_000_000)}`)
    const [line] = warn.mock.calls[0] as [string]
    expect(line.startsWith('polytool: "vxxx')).toBe(true)
    expect(line.length).toBeLessThanOrEqual(1_000)
    warn.mockRestore()
  })
})
