import { extractJsonSchema, withAdapter } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { zodAdapter } from './adapter'

describe('a z.jwt()', () => {
  it('is warned of: the schema states a format most validators leave unchecked', () => {
    expect(z.jwt().safeParse('a.b.c').success).toBe(false)
    const { inexact } = extractJsonSchema(withAdapter(z.jwt(), zodAdapter), { io: 'input' })
    expect(inexact.map(({ keyword, direction }) => `${keyword} ${direction}`)).toEqual([
      'format stricter',
    ])
  })
})
