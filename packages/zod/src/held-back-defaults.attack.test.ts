import { setMaxSchemaNodes, UnrepresentableSchemaError } from '@polytool/core'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { toJsonSchema } from './index'

// The walk that reads default values before Zod's converter runs keeps within core's limits of
// a schema walk: a hostile schema gets an error at once, never a hang or a heap filled by
// places that hold nothing.

/** A union whose list of options claims `length` places. */
function unionClaiming(length: number) {
  const union = z.union([z.string(), z.number().default(1)])
  const def = union._zod.def as unknown as { options: unknown[] }
  def.options = new Proxy(def.options, {
    get: (target, key) => (key === 'length' ? length : Reflect.get(target, key)),
  })
  return z.object({ a: union })
}

/** An object of `count` properties, each a string with a default. */
function wideObject(count: number) {
  const shape: Record<string, z.ZodType> = {}
  for (let index = 0; index < count; index++) shape[`p${index}`] = z.string().default('x')
  return z.object(shape)
}

describe('the default values read before the conversion (attacks the walk)', () => {
  let restore: number | undefined
  afterEach(() => {
    if (restore !== undefined) setMaxSchemaNodes(restore)
    restore = undefined
  })

  it('a list that claims 2^32 - 1 places is refused at once, as a failed conversion', () => {
    const attempt = () => toJsonSchema(unionClaiming(2 ** 32 - 1))
    expect(attempt).toThrow(UnrepresentableSchemaError)
    expect(attempt).toThrow(/conversion-failed[\s\S]*setMaxSchemaNodes raises the limit/)
  })

  it('a schema of more nodes than the limit is refused, and converts once the limit is raised', () => {
    restore = setMaxSchemaNodes(50)
    expect(() => toJsonSchema(wideObject(60))).toThrow(
      /more than 50 schema nodes[\s\S]*default and .catch\(\) values could not all be read/,
    )
    setMaxSchemaNodes(1_000)
    const converted = toJsonSchema(wideObject(60)) as {
      properties: Record<string, { default?: unknown }>
    }
    expect(converted.properties.p59?.default).toBe('x')
  })

  it('a node whose definition throws when read fails the conversion, as Zod itself would', () => {
    const inner = z.string().default('x')
    const schema = z.object({ a: inner })
    Object.defineProperty(inner._zod, 'def', {
      get() {
        throw new Error('hostile getter')
      },
    })
    expect(() => toJsonSchema(schema)).toThrow(UnrepresentableSchemaError)
  })

  it('an object literal shared at every level of itself (2^60 places) is left out at once', () => {
    let shared: Record<string, unknown> = {}
    for (let level = 0; level < 60; level++) shared = { a: shared, b: shared }
    const schema = z.object({ a: z.literal(shared as never) })
    expect(() => toJsonSchema(schema)).toThrow(
      expect.objectContaining({ code: 'non-json-value', path: '/properties/a' }),
    )
    const lossy = toJsonSchema(schema, { onUnrepresentable: 'any' }) as {
      properties: Record<string, object>
    }
    expect(lossy.properties.a).not.toHaveProperty('const')
  })

  it('an enum whose entries hold such an object is left out too', () => {
    let shared: Record<string, unknown> = {}
    for (let level = 0; level < 60; level++) shared = { a: shared, b: shared }
    const tampered = z.enum(['x', 'y'])
    ;(tampered._zod.def as unknown as { entries: unknown }).entries = { x: 'x', y: shared }
    expect(() => toJsonSchema(z.object({ e: tampered }))).toThrow(
      expect.objectContaining({ code: 'non-json-value' }),
    )
  })

  it('an object literal that is plain JSON is still written', () => {
    const schema = z.object({ a: z.literal({ kind: 'box' } as never) })
    const converted = toJsonSchema(schema) as { properties: Record<string, { const?: unknown }> }
    expect(converted.properties.a?.const).toEqual({ kind: 'box' })
  })
})
