import {
  extractJsonSchema,
  type JsonSchemaTarget,
  toJsonSchema,
  UnrepresentableSchemaError,
  withAdapter,
} from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { zodAdapter } from './adapter'

const reported = (schema: z.ZodType, target: JsonSchemaTarget = 'draft-2020-12') => {
  const bound = withAdapter(schema, zodAdapter)
  const { warnings } = extractJsonSchema(bound, { io: 'input', target, onUnrepresentable: 'any' })
  return warnings.map(({ code, path }) => `${code} ${path}`)
}

const refusedByDefault = (schema: z.ZodType) =>
  expect(() => toJsonSchema(withAdapter(schema, zodAdapter), { io: 'input' })).toThrow(
    UnrepresentableSchemaError,
  )

describe('Zod schemas whose JSON Schema would tell the model something the tool refuses', () => {
  it('z.success(): its input is what the wrapped schema accepts, not a boolean', () => {
    const schema = z.object({ ok: z.success(z.string().min(2)) })
    expect(schema.safeParse({ ok: true }).success).toBe(false)
    expect(schema.safeParse({ ok: 'ab' }).success).toBe(true)
    expect(reported(schema)).toEqual(['type /properties/ok'])
    refusedByDefault(schema)
    // Its output is the boolean Zod describes.
    const bound = withAdapter(schema, zodAdapter)
    expect(extractJsonSchema(bound, { io: 'output' }).warnings).toEqual([])
  })

  it('z.file(): no JSON value is a File', () => {
    const schema = z.object({ f: z.file() })
    expect(schema.safeParse({ f: 'a' }).success).toBe(false)
    expect(reported(schema)).toEqual(['type /properties/f'])
    refusedByDefault(schema)
  })

  it('a symbol key: required by Zod, absent from the schema, never in JSON', () => {
    const key = Symbol('s')
    const schema = z.object({ a: z.string(), [key]: z.string() })
    expect(schema.safeParse({ a: 'x' }).success).toBe(false)
    expect(reported(schema)).toEqual(['constraint '])
    refusedByDefault(schema)
  })

  it('multipleOf(0): Zod refuses every number, and writes no keyword', () => {
    const schema = z.object({ n: z.number().multipleOf(0) })
    expect(schema.safeParse({ n: 0 }).success).toBe(false)
    expect(reported(schema)).toEqual(['constraint /properties/n'])
    refusedByDefault(schema)
    // A negative divisor means its absolute value: Zod writes that, exactly.
    expect(reported(z.object({ n: z.number().multipleOf(-5) }))).toEqual([])
  })

  it('z.looseRecord() keyed by a regex, for OpenAPI 3.0: no patternProperties there', () => {
    const schema = z.looseRecord(z.string().regex(/^a/), z.number())
    expect(schema.safeParse({ ab: 'x' }).success).toBe(false)
    expect(reported(schema, 'openapi-3.0')).toEqual(['target '])
    const bound = withAdapter(schema, zodAdapter)
    const { schema: written } = extractJsonSchema(bound, {
      target: 'openapi-3.0',
      onUnrepresentable: 'any',
    })
    expect(written).not.toHaveProperty('patternProperties')
  })
  it('z.record() with checked keys, for OpenAPI 3.0: Zod leaves propertyNames out there', () => {
    const schema = z.record(z.string().min(2), z.number())
    expect(schema.safeParse({ a: 1 }).success).toBe(false)
    expect(reported(schema, 'openapi-3.0')).toEqual(['target '])
    expect(reported(z.record(z.enum(['a', 'b']), z.number()), 'openapi-3.0')).toEqual(['target '])
    expect(reported(z.record(z.number(), z.number()), 'openapi-3.0')).toEqual(['target '])
    // Keys of any string lose nothing; draft 2020-12 states the key schema.
    expect(reported(z.record(z.string(), z.number()), 'openapi-3.0')).toEqual([])
    expect(reported(schema)).toEqual([])
  })
})
