import { extractJsonSchema, withAdapter } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { zodAdapter } from './adapter'

// Zod copies every `.meta()` field into the JSON Schema node as it is: a function, a symbol, a
// bigint, a cyclic object or a throwing getter went out as garbage or crashed the conversion.

const emit = (schema: unknown) =>
  extractJsonSchema(withAdapter(schema as never, zodAdapter), { onUnrepresentable: 'any' })

const cyclic: Record<string, unknown> = { name: 'loop' }
cyclic.self = cyclic
const throwing = Object.defineProperty({}, 'boom', {
  enumerable: true,
  get() {
    throw new Error('db=customers_private')
  },
})

const hostile: Record<string, Record<string, unknown>> = {
  'a function': { examples: [() => 1] as never, helper: () => 'x' },
  'a symbol': { tag: Symbol('s') },
  'a bigint': { big: 10n },
  'a cyclic object': { loop: cyclic },
  'a throwing getter': throwing,
  'an object with a throwing getter': { nested: throwing },
}

describe('metadata that is not JSON', () => {
  for (const [name, meta] of Object.entries(hostile)) {
    it(`is dropped and reported, never thrown nor emitted: ${name}`, () => {
      const schema = z.object({ a: z.string().meta(meta as never) })
      expect(() => emit(schema)).not.toThrow()
      const emitted = emit(schema)
      expect(JSON.stringify(emitted.schema)).not.toContain('customers_private')
      const property = (emitted.schema as { properties: { a: Record<string, unknown> } }).properties
        .a
      expect(property.type).toBe('string')
      for (const key of Object.keys(meta)) expect(property).not.toHaveProperty(key)
      expect(JSON.stringify(emitted.warnings)).toContain('/properties/a')
    })
  }
  it('keeps JSON metadata', () => {
    const emitted = emit(z.object({ a: z.string().meta({ title: 'A', examples: ['x'] }) }))
    expect((emitted.schema as { properties: { a: unknown } }).properties.a).toEqual({
      type: 'string',
      title: 'A',
      examples: ['x'],
    })
  })
})

describe('private-looking metadata keys', () => {
  it('are left out: Zod writes its own `_prefault` as the default', () => {
    const emitted = emit(z.object({ a: z.string().meta({ _prefault: 'injected', '~x': 1 }) }))
    const property = (emitted.schema as { properties: { a: Record<string, unknown> } }).properties.a
    expect(property).toEqual({ type: 'string' })
    expect(JSON.stringify(emitted.warnings)).toContain('/properties/a')
  })
})
