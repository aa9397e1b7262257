import { extractJsonSchema, type StandardSchemaV1, withAdapter } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { zodAdapter } from './adapter'

const emitted = (schema: StandardSchemaV1) => {
  const result = extractJsonSchema(withAdapter(schema, zodAdapter), { io: 'input' })
  // Records also warn of their skipped `__proto__` entry (`additionalProperties`, and
  // `propertyNames` where the key schema refuses it).
  return {
    ...result,
    inexact: result.inexact.filter(
      (part) => part.keyword === 'propertyNames' && !part.message.includes('"__proto__"'),
    ),
  }
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

  it('states no key past double precision, which Zod would change (attack)', () => {
    expect(numbers.parse({ '9007199254740993': 'a', '9007199254740992': 'b' })).toEqual({
      '9007199254740992': 'b',
    })
    expect(numbers.parse({ '0.0000001': 'v' })).toEqual({ '1e-7': 'v' })
    for (const key of [
      '9007199254740993',
      '9007199254740992',
      '123456789012345678901',
      '1234567890123456',
      '1.234567890123456',
      '0.0000001',
      '-0.0000001',
      '1e-7',
      '1e+21',
    ])
      expect(admits(numbers, key), key).toBe(false)
    for (const key of ['123456789012345', '1.23456789012345', '0.000001', '-0.123456789012345'])
      expect(admits(numbers, key), key).toBe(true)
  })

  it('admits only keys Zod hands on as they were sent', () => {
    const integers = z.record(z.int(), z.string())
    let admitted = 0
    for (const key of roundTripCandidates()) {
      for (const schema of [numbers, integers]) {
        if (!admits(schema, key)) continue
        admitted++
        expect(String(Number(key)), key).toBe(key)
        expect(Object.keys(schema.parse({ [key]: 'v' })), key).toEqual([key])
      }
    }
    // The candidates reach the admitted side often enough to mean something.
    expect(admitted).toBeGreaterThan(500)
  })

  it('states every number of up to 15 significant digits the way JavaScript writes it', () => {
    for (const digits of ['1', '12', '123456789012345', '100000000000001']) {
      for (let exponent = -6; exponent <= 15 - digits.length; exponent++) {
        const key = String(Number(`${digits}e${exponent}`))
        expect(admits(numbers, key), key).toBe(true)
        expect(admits(numbers, `-${key}`), key).toBe(true)
      }
    }
  })

  it('states integer keys of at most 15 digits, all of which z.int() takes', () => {
    const integers = z.record(z.int(), z.string())
    expect(admits(integers, '999999999999999')).toBe(true)
    expect(admits(integers, '9007199254740992')).toBe(false)
    expect(integers.safeParse({ '9007199254740992': 'x' }).success).toBe(false)
    expect(emitted(integers).inexact).toEqual([
      expect.objectContaining({ keyword: 'propertyNames', direction: 'looser' }),
    ])
  })

  it('warns of the range of z.int32() keys, which the pattern leaves out', () => {
    expect(emitted(z.record(z.int32(), z.string())).inexact).toEqual([
      expect.objectContaining({ keyword: 'propertyNames', direction: 'both' }),
    ])
  })
})

describe('a record with a union key that has a number member', () => {
  const mixed = z.record(z.union([z.number(), z.literal('x')]), z.string())
  const branch = (schema: StandardSchemaV1, key: string) => {
    const names = (emitted(schema).schema as { propertyNames: { anyOf: { pattern?: string }[] } })
      .propertyNames
    return names.anyOf.some(
      (option) => option.pattern !== undefined && new RegExp(option.pattern, 'u').test(key),
    )
  }

  it('merges "1.0" into "1" and "-0" into "0" (attack)', () => {
    expect(mixed.parse({ 1: 'one', '1.0': 'evil' })).toEqual({ 1: 'evil' })
    expect(mixed.parse({ 0: 'zero', '-0': 'evil' })).toEqual({ 0: 'evil' })
  })

  it('states the number member one way only, and warns of the other ways', () => {
    for (const key of ['1', '0', '-2.5']) expect(branch(mixed, key), key).toBe(true)
    for (const key of ['1.0', '-0', '01', '9007199254740993'])
      expect(branch(mixed, key), key).toBe(false)
    expect(emitted(mixed).inexact).toEqual([
      expect.objectContaining({ keyword: 'propertyNames', path: '', direction: 'looser' }),
    ])
  })

  it('states an integer member and a bounded one too', () => {
    const both = z.record(z.union([z.number().min(0), z.int()]), z.string())
    expect(branch(both, '1.5')).toBe(true)
    expect(branch(both, '1.50')).toBe(false)
    expect(emitted(both).inexact).toEqual([
      expect.objectContaining({ keyword: 'propertyNames', direction: 'both' }),
    ])
  })

  it('leaves a key that takes any string as it is: no key is read as a number', () => {
    const any = z.record(z.union([z.int(), z.string()]), z.string())
    expect(any.parse({ 1: 'one', '1.0': 'kept' })).toEqual({ 1: 'one', '1.0': 'kept' })
    expect(emitted(any).inexact).toEqual([])
  })
})

describe('a record with number literal keys', () => {
  it('warns that a partial record reads other ways of writing them as the same key', () => {
    const partial = z.partialRecord(z.literal([1, 2]), z.string())
    expect(partial.parse({ 1: 'one', '1.0': 'evil' })).toEqual({ 1: 'evil' })
    expect(emitted(partial).inexact).toEqual([
      expect.objectContaining({ keyword: 'propertyNames', direction: 'looser' }),
    ])
  })

  it('warns of a literal written with an exponent, which Zod refuses as a key', () => {
    const partial = z.partialRecord(z.literal([1e21]), z.string())
    expect(partial.safeParse({ '1e+21': 'x' }).success).toBe(false)
    expect(emitted(partial).inexact).toEqual([
      expect.objectContaining({ keyword: 'propertyNames', direction: 'both' }),
    ])
  })

  it('leaves a record that lists its keys as it is: they are matched as written', () => {
    const listed = z.record(z.literal([1, 2]), z.string())
    expect(listed.safeParse({ 1: 'a', 2: 'b', '1.0': 'c' }).success).toBe(false)
    expect(emitted(listed).inexact).toEqual([])
  })
})

// Number-like strings written out without an exponent: 1 to 20 significant digits, the point
// anywhere from 8 places before them to 22 after, and the same with a stray leading or trailing
// zero. Also numbers JavaScript writes with an exponent.
function roundTripCandidates(): string[] {
  const keys = new Set<string>()
  let seed = 29
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed % n
  }
  for (let i = 0; i < 3000; i++) {
    const length = 1 + next(20)
    let digits = String(1 + next(9))
    for (let d = 1; d < length; d++) digits += String(next(10))
    digits = digits.replace(/0+$/, '') || '1'
    const point = next(31) - 8
    const body =
      point <= 0
        ? `0.${'0'.repeat(-point)}${digits}`
        : point >= digits.length
          ? digits + '0'.repeat(point - digits.length)
          : `${digits.slice(0, point)}.${digits.slice(point)}`
    const sign = next(3) === 0 ? '-' : ''
    keys.add(sign + body)
    keys.add(`${sign}0${body}`)
    if (body.includes('.')) keys.add(`${sign}${body}0`)
  }
  for (const value of [1e21, 1e-7, 2 ** 53, 0.1 + 0.2, 123456789012345680000, 5e-324])
    keys.add(String(value))
  return [...keys]
}
