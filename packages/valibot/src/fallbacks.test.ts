import { extractJsonSchema, withAdapter } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { valibotAdapter } from './adapter'

const emitted = (schema: v.GenericSchema, io: 'input' | 'output' = 'input') =>
  extractJsonSchema(withAdapter(schema, valibotAdapter), { io })

// `v.fallback()` accepts any value, and a missing key: what fails the schema it wraps becomes
// the fallback. Valibot's converter states the wrapped schema, and requires the key.
describe('a v.fallback()', () => {
  const schema = v.object({ n: v.fallback(v.number(), 0), m: v.number() })

  it('turns any value into the fallback (the library fact)', () => {
    expect(v.parse(schema, { n: 'x', m: 1 })).toEqual({ n: 0, m: 1 })
    expect(v.parse(schema, { m: 1 })).toEqual({ n: 0, m: 1 })
  })

  it('is not required on the input side, and stays required on the output side', () => {
    expect(emitted(schema).schema).toMatchObject({ required: ['m'] })
    expect(emitted(schema, 'output').schema).toMatchObject({ required: ['n', 'm'] })
  })

  it('is warned of at run time: its validator accepts any value there', () => {
    expect(emitted(schema).inexact).toEqual([
      expect.objectContaining({ keyword: 'type', path: '/properties/n', direction: 'looser' }),
    ])
    expect(emitted(schema, 'output').inexact).toEqual([])
  })

  it('leaves a schema without one on the quick path, as it was', () => {
    const plain = v.object({ m: v.number() })
    expect(emitted(plain).schema).toMatchObject({ required: ['m'] })
    expect(emitted(plain).inexact).toEqual([])
  })
})
