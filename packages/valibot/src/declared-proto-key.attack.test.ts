import { extractJsonSchema, validateToolInput, withAdapter } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { valibotAdapter } from './adapter'

describe('a declared key named __proto__ (input side)', () => {
  it('an optional __proto__ refuses {}, unwarned', async () => {
    const schema = withAdapter(v.object({ ['__proto__']: v.optional(v.string()) }), valibotAdapter)
    const { inexact, warnings } = extractJsonSchema(schema, { onUnrepresentable: 'any' })
    const result = await validateToolInput(schema, {})
    expect(result.ok || inexact.length + warnings.length > 0).toBe(true)
  })

  it('a required __proto__ accepts {}, unwarned', async () => {
    const schema = withAdapter(v.object({ ['__proto__']: v.object({}) }), valibotAdapter)
    const { inexact, warnings } = extractJsonSchema(schema, { onUnrepresentable: 'any' })
    const result = await validateToolInput(schema, {})
    expect(!result.ok || inexact.length + warnings.length > 0).toBe(true)
  })
})

describe('the JSON Schema of a declared key named __proto__', () => {
  it('lists the key as its own property, not as the prototype of `properties`', () => {
    const schema = withAdapter(v.object({ ['__proto__']: v.optional(v.string()) }), valibotAdapter)
    const { schema: emitted, inexact } = extractJsonSchema(schema, { onUnrepresentable: 'any' })
    const properties = (emitted as { properties: object }).properties
    expect(Object.getOwnPropertyDescriptor(properties, '__proto__')?.value).toEqual({
      type: 'string',
    })
    expect(inexact).toContainEqual(
      expect.objectContaining({ path: '', keyword: 'properties', direction: 'stricter' }),
    )
  })
})
