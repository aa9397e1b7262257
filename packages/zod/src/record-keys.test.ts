import { extractJsonSchema, type StandardSchemaV1, withAdapter } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { zodAdapter } from './adapter'

const emitted = (schema: StandardSchemaV1) => {
  const result = extractJsonSchema(withAdapter(schema, zodAdapter), { io: 'input' })
  // Records also warn of their skipped `__proto__` entry (`additionalProperties`).
  return { ...result, inexact: result.inexact.filter((part) => part.keyword === 'propertyNames') }
}

// The key pattern, run as a model's key would be judged by a JSON Schema validator. The patterns
// are the adapter's own constants: simple, anchored, without backtracking.
const admits = (schema: StandardSchemaV1, key: string) => {
  const names = (emitted(schema).schema as { propertyNames: { pattern: string } }).propertyNames
  return new RegExp(names.pattern, 'u').test(key)
}

describe('a record with number keys', () => {
  const numbers = z.record(z.number(), z.string())

  it('merges keys Zod reads as the same number, which is why they are not stated (attack)', () => {
    expect(numbers.parse({ 1: 'one', '1.0': 'evil', '01': 'evil2' })).toEqual({ 1: 'evil2' })
  })

  it('states each number one way only, so no two keys the schema admits merge', () => {
    for (const key of ['0', '1', '-2', '1.5', '10.25', '-0.5'])
      expect(admits(numbers, key), key).toBe(true)
    for (const key of ['1.0', '01', '-0', '1.50', '00', '-01', '1.', 'x']) {
      expect(admits(numbers, key), key).toBe(false)
    }
  })

  it('warns that Zod reads the other ways of writing a number too', () => {
    const { inexact } = emitted(numbers)
    expect(inexact).toEqual([
      expect.objectContaining({ keyword: 'propertyNames', path: '', direction: 'looser' }),
    ])
    expect(inexact[0]?.message).toMatch(/"1\.0", "01" and "1" are all the key "1"/)
  })

  it('states integer keys without a fraction, and warns of bounds it leaves out', () => {
    const naturals = z.record(z.int().min(0), z.string())
    expect(admits(naturals, '12')).toBe(true)
    expect(admits(naturals, '1.5')).toBe(false)
    expect(naturals.safeParse({ '-1': 'x' }).success).toBe(false)
    expect(emitted(naturals).inexact).toEqual([
      expect.objectContaining({ keyword: 'propertyNames', path: '', direction: 'both' }),
    ])
  })

  it('leaves records with string keys as Zod writes them', () => {
    expect(emitted(z.record(z.string(), z.number())).inexact).toEqual([])
  })
})
