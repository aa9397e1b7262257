import { extractJsonSchema, isValidationError, withAdapter } from '@polytool/core'
import { type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { arktypeAdapter } from './adapter'
import { createTool } from './index'

const extract = (schema: unknown, io: 'input' | 'output' = 'input') =>
  extractJsonSchema(withAdapter(schema as type.Any, arktypeAdapter), {
    io,
    onUnrepresentable: 'any',
  })
const warned = (schema: unknown, io: 'input' | 'output' = 'input') => {
  const { warnings, inexact } = extract(schema, io)
  return [
    ...warnings.map(({ code, path }) => `${code} ${path}`),
    ...inexact.map(({ keyword, path, direction }) => `${keyword} ${path} ${direction}`),
  ]
}

describe('index signatures keyed by more than a pattern (attack)', () => {
  it('`[string > 2]` drops its values: reported, never a silent open object', () => {
    const schema = type({ '[string > 2]': 'number' } as never)
    expect((schema as (v: unknown) => unknown)({ abc: 'x' }) instanceof type.errors).toBe(true)
    expect(warned(schema)).toEqual(['constraint '])
  })

  it("`'+': 'reject'` beside it does not close the object against the keys it takes", () => {
    const schema = type({ '+': 'reject', '[string > 2]': 'number' } as never)
    expect((schema as (v: unknown) => unknown)({ abc: 1 })).toEqual({ abc: 1 })
    expect(extract(schema).schema).not.toHaveProperty('additionalProperties')
    expect(warned(schema)).toEqual(['constraint '])
  })

  it('a literal key beside a constrained one, a predicate key, a pattern with a length', () => {
    expect(warned(type({ "['k' | string > 3]": 'number' } as never))).toEqual(['constraint '])
    expect(warned(type({ '[string.date]': 'number' } as never))).toEqual(['constraint '])
    expect(warned(type({ '[string.alpha > 2]': 'number' } as never))).toEqual(['constraint '])
    expect(warned(type({ o: { '[string > 2]': 'number' } } as never))).toEqual([
      'constraint /properties/o',
    ])
  })

  it('keys a pattern states stay exact', () => {
    expect(warned(type({ '[string.alpha]': 'number' } as never))).toEqual([])
    expect(warned(type({ '[/^x/]': 'number', '+': 'reject' } as never))).toEqual([])
  })

  it('a morph key (`[string.lower]`) is reported, not thrown', () => {
    const schema = type({ '[string.lower]': 'number' } as never)
    expect(() => extract(schema)).not.toThrow()
    expect(warned(schema)).toEqual(['constraint '])
  })

  it('an array never reaches execute where its values are typed as an object', async () => {
    let calls = 0
    const tool = createTool({
      id: 't',
      description: 'd',
      inputSchema: type({ '[string > 2]': { 'a?': 'string' } } as never),
      execute: () => {
        calls++
        return 'ran'
      },
    })
    expect(isValidationError(await tool.execute!({ kkk: [] } as never))).toBe(true)
    expect(await tool.execute!({ kkk: {} } as never)).toBe('ran')
    expect(calls).toBe(1)
  })
})

describe("`'+': 'delete'` beside morphs (attack)", () => {
  it('string.json.parse is still reported', () => {
    expect(warned(type({ '+': 'delete', j: 'string.json.parse' }))).toEqual([
      'refinement /properties/j',
    ])
    expect(warned(type({ o: { '+': 'delete', j: 'string.json.parse' } }))).toEqual([
      'refinement /properties/o/properties/j',
    ])
  })

  it('a type after a morph and string.integer.parse are still warned of', () => {
    const piped = type({
      '+': 'delete',
      n: type('string').pipe((s) => s.length, type('number > 2')),
    })
    expect(warned(piped)).toEqual(['type /properties/n stricter'])
    expect(warned(type({ '+': 'delete', n: type('string.trim').to('string > 2') }))).toEqual([
      'type /properties/n stricter',
    ])
    expect(warned(type({ '+': 'delete', n: 'string.integer.parse' }))).toEqual([
      'pattern /properties/n stricter',
    ])
  })

  it('the stripped keys are accepted on the input side, forbidden on the output side', () => {
    const schema = type({ '+': 'delete', n: 'string.integer.parse' })
    expect(extract(schema).schema).not.toHaveProperty('additionalProperties')
    expect(extract(schema, 'output').schema).toMatchObject({ additionalProperties: false })
  })
})

describe('morphs that may refuse their input (attack)', () => {
  it('a morph that takes the context (ctx.error) is warned of, stricter', () => {
    const schema = type({
      v: type('string').pipe((s, ctx) => (Number.isNaN(+s) ? ctx.error('numeric') : +s)),
    })
    expect(schema({ v: 'x' }) instanceof type.errors).toBe(true)
    expect(warned(schema)).toEqual(['type /properties/v stricter'])
  })

  it('a morph of one argument, and ArkType’s own keywords, are left as they were', () => {
    expect(warned(type({ v: type('string').pipe((s) => s.length) }))).toEqual([])
    expect(warned(type({ v: 'string.date.parse' }))).toEqual(['refinement /properties/v'])
  })
})
