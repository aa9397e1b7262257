import { type } from 'arktype'
import { describe, expect, it } from 'vitest'
import type { StandardSchemaV1 } from '../standard-schema'
import { type JsonSchemaAdapter, withAdapter } from './adapter'
import { restoreProtoKeys } from './proto-keys'
import { toJsonSchema } from './to-json-schema'

// A converter that builds `properties` by assignment, as ArkType's and Valibot's do.
const assigningAdapter: JsonSchemaAdapter = {
  vendor: 'assigning',
  targets: ['draft-2020-12'],
  toJsonSchema: (schema) => {
    const keys = (schema as unknown as { keys: string[] }).keys
    const properties: Record<string, object> = {}
    for (const key of keys) properties[key] = { type: 'string' }
    return { type: 'object', properties, required: keys }
  },
}

function assigning(keys: string[]): StandardSchemaV1 {
  return withAdapter(
    {
      keys,
      '~standard': { version: 1, vendor: 'assigning', validate: (value: unknown) => ({ value }) },
    } as unknown as StandardSchemaV1,
    assigningAdapter,
  )
}

describe('attack: a property named __proto__', () => {
  it('stays an own key of properties when the converter set it as a prototype', () => {
    for (const target of ['draft-2020-12', 'draft-07'] as const) {
      const schema = toJsonSchema(assigning(['__proto__', 'b']), { target }) as {
        properties: Record<string, unknown>
        required: string[]
      }
      expect(Object.hasOwn(schema.properties, '__proto__')).toBe(true)
      expect(Object.getPrototypeOf(schema.properties)).toBe(Object.prototype)
      expect(Object.keys(schema.properties).sort()).toEqual(['__proto__', 'b'])
      expect(JSON.parse(JSON.stringify(schema))).toMatchObject({
        properties: { b: { type: 'string' } },
        required: ['__proto__', 'b'],
      })
      expect(JSON.stringify(schema)).toContain('"__proto__":{"type":"string"}')
    }
  })

  it('is emitted for arktype, whose converter assigns it (the kit case protoKey checks every adapter)', () => {
    const schema = toJsonSchema(type({ ['__proto__']: 'string', b: 'number' })) as {
      properties: Record<string, unknown>
    }
    expect(Object.getOwnPropertyDescriptor(schema.properties, '__proto__')?.value).toEqual({
      type: 'string',
    })
    expect(Object.getPrototypeOf(schema.properties)).toBe(Object.prototype)
  })

  it('leaves a map whose prototype is no schema (a class instance) to the JSON walk', () => {
    class Odd {
      readonly type = 'string'
    }
    const properties = Object.create(new Odd()) as Record<string, unknown>
    properties.b = { type: 'number' }
    restoreProtoKeys({ properties })
    expect(Object.hasOwn(properties, '__proto__')).toBe(false)
  })

  it('keeps an own __proto__ key as it is', () => {
    const properties = JSON.parse('{"__proto__": {"type": "string"}}') as object
    restoreProtoKeys({ properties })
    expect(Object.getOwnPropertyDescriptor(properties, '__proto__')?.value).toEqual({
      type: 'string',
    })
  })
})
