import { extractJsonSchema, withAdapter } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { valibotAdapter } from './adapter'

// A union option the converter writes as `{}` makes the union accept any value: the loss must
// be reported at the union, where a value the tool refuses passes the schema, not below it.
describe('a union with an option written as {}', () => {
  it.each([
    ['a tuple item', v.object({ a: v.tuple([v.string(), v.union([v.number(), v.undefined()])]) })],
    ['an object key', v.object({ a: v.union([v.number(), v.date()]) })],
  ])('in %s is reported lossy at the union', (where, schema) => {
    const { warnings } = extractJsonSchema(withAdapter(schema, valibotAdapter), {
      io: 'input',
      onUnrepresentable: 'any',
    })
    const union = where === 'a tuple item' ? '/properties/a/prefixItems/1' : '/properties/a'
    expect(warnings.map((warning) => warning.path)).toContain(union)
  })
})
