import { extractJsonSchema, type StandardSchemaV1, withAdapter } from '@polytool/core'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import * as zm from 'zod/mini'
import { zodAdapter } from './adapter'
import { toJsonSchema } from './index'

const inexactOf = (schema: StandardSchemaV1, io: 'input' | 'output' = 'input') =>
  extractJsonSchema(withAdapter(schema, zodAdapter), { io }).inexact.map(
    ({ keyword, path, direction }) => `${keyword} ${path} ${direction}`,
  )

// `.catch(value)` accepts any value, and a missing key: whatever fails the inner schema becomes
// the catch value. Zod's input JSON Schema states the inner schema, and requires the key.
describe('a .catch()', () => {
  const schema = z.object({ n: z.number().catch(0), m: z.number() })

  it('is not required on the input side, as a .default() is not', () => {
    expect(schema.safeParse({ m: 1 })).toEqual({ success: true, data: { n: 0, m: 1 } })
    expect(toJsonSchema(schema)).toMatchObject({ required: ['m'] })
    expect(toJsonSchema(schema, { io: 'output' })).toMatchObject({ required: ['n', 'm'] })
    expect(toJsonSchema(zm.object({ n: zm.catch(zm.number(), 0) }))).not.toHaveProperty('required')
  })

  it('is warned of at run time: its validator accepts any value there', () => {
    expect(schema.safeParse({ n: 'x', m: 1 })).toEqual({ success: true, data: { n: 0, m: 1 } })
    expect(inexactOf(schema)).toEqual(['type /properties/n looser'])
    expect(inexactOf(schema, 'output')).toEqual([])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      toJsonSchema(z.object({ count: z.number().catch(1) }))
      expect(warn.mock.calls.map(([line]) => String(line)).join('\n')).toMatch(
        /accepts more than "type" at \/properties\/count: .*catch/,
      )
    } finally {
      warn.mockRestore()
    }
  })
})
