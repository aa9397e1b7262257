import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { valibotMakesValues } from './may-transform'

describe('valibotMakesValues', () => {
  it('is false for a schema that only checks', () => {
    const schema = v.object({
      location: v.pipe(v.string(), v.minLength(1)),
      days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
      tags: v.nullable(v.array(v.picklist(['a', 'b']))),
      checked: v.pipe(
        v.string(),
        v.check((value) => value.length > 0),
      ),
    })
    expect(valibotMakesValues(schema)).toBe(false)
  })

  // Each of these may hand `execute` a promise where the schema promises a value: if one were
  // missed, core would stop looking for promises in its output.
  it.each([
    ['an optional default', v.object({ a: v.optional(v.string(), () => 'x') })],
    ['a nullish default', v.object({ a: v.nullish(v.string(), 'x') })],
    ['a fallback', v.object({ a: v.fallback(v.string(), 'x') })],
    [
      'a transform',
      v.object({
        a: v.pipe(
          v.string(),
          v.transform((value) => value),
        ),
      }),
    ],
    [
      'a default deep in a union',
      v.object({ a: v.union([v.number(), v.array(v.optional(v.string(), 'x'))]) }),
    ],
  ])('is true for %s', (_name, schema) => {
    expect(valibotMakesValues(schema)).toBe(true)
  })
})
