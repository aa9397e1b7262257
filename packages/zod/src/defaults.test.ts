import { extractJsonSchema, withAdapter } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { zodAdapter } from './adapter'

const inexactOf = (schema: z.ZodType) =>
  extractJsonSchema(withAdapter(schema, zodAdapter), { io: 'input' }).inexact.map(
    ({ keyword, path, direction }) => `${keyword} ${path} ${direction}`,
  )

describe('a .prefault() its own schema refuses', () => {
  const schema = z.object({ a: z.string().min(3).prefault('ab') })

  it('fails a missing key, though the schema states a default (the library fact)', () => {
    expect(schema.safeParse({}).success).toBe(false)
  })

  it('is warned of at run time, at its node', () => {
    expect(inexactOf(schema)).toEqual(['default /properties/a stricter'])
  })

  it('leaves a prefault its schema accepts unwarned', () => {
    expect(inexactOf(z.object({ a: z.string().min(3).prefault('abc') }))).toEqual([])
  })
})

describe('a .default() its own schema refuses', () => {
  const schema = z.object({ a: z.string().min(3).default('ab') })

  it('hands execute the refused value for a missing key (the library fact)', () => {
    expect(schema.parse({})).toEqual({ a: 'ab' })
    expect(z.string().min(3).safeParse('ab').success).toBe(false)
  })

  it('is warned of at run time, at its node', () => {
    expect(inexactOf(schema)).toEqual(['default /properties/a looser'])
  })

  it('leaves a default its schema accepts unwarned', () => {
    expect(inexactOf(z.object({ a: z.string().min(3).default('abc') }))).toEqual([])
  })
})
