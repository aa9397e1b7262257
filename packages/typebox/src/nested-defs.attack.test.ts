import { createValidator } from '@polytool/conformance'
import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { accepts, extract } from './test-fixtures/input-side'

const ajv = createValidator()

describe('$defs below the root, in a Type.Unsafe (attack)', () => {
  it('is emitted where its $ref resolves, and checks what TypeBox checks', async () => {
    const inner = Type.Unsafe({
      $defs: { A: { type: 'string', minLength: 2 } },
      type: 'object',
      properties: { a: { $ref: '#/$defs/A' } },
    })
    const type = Type.Object({ v: inner })
    const check = ajv.compile(extract(type).schema as object)
    for (const value of [{ v: { a: 'a' } }, { v: { a: 'ab' } }]) {
      expect(check(value), JSON.stringify(value)).toBe(await accepts(type, value))
    }
  })

  it('a name two $defs hold, which TypeBox resolves by its own rule, is reported', async () => {
    const nested = (minLength: number) =>
      Type.Unsafe({
        $defs: { A: { type: 'string', minLength } },
        type: 'object',
        properties: { a: { $ref: '#/$defs/A' } },
      })
    const type = Type.Object({ v: nested(2), w: nested(3) })
    const { schema, warnings } = extract(type)
    expect(() => ajv.compile(schema as object)).not.toThrow()
    expect(warnings.map(({ code, path }) => `${code} ${path}`)).toEqual([
      'constraint /properties/v/properties/a',
      'constraint /properties/w/properties/a',
    ])
  })
})
