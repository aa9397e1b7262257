import { extractJsonSchema, validateToolInput, withAdapter } from '@polytool/core'
import { type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { arktypeAdapter } from './adapter'

describe('a declared key named __proto__', () => {
  it('an optional __proto__: string refuses {} (stricter than the schema), unwarned', async () => {
    const schema = withAdapter(type({ '__proto__?': 'string' } as never), arktypeAdapter)
    const { inexact, warnings } = extractJsonSchema(schema, { onUnrepresentable: 'any' })
    const result = await validateToolInput(schema, {})
    // The emitted schema says optional; the validator refuses `{}`: either agree or warn.
    expect(result.ok || inexact.length + warnings.length > 0).toBe(true)
  })

  it('a required __proto__: object accepts {} (looser than the schema), unwarned', async () => {
    const schema = withAdapter(type({ ['__proto__']: 'object' } as never), arktypeAdapter)
    const {
      schema: emitted,
      inexact,
      warnings,
    } = extractJsonSchema(schema, { onUnrepresentable: 'any' })
    expect(emitted).toMatchObject({ required: ['__proto__'] })
    const result = await validateToolInput(schema, {})
    expect(!result.ok || inexact.length + warnings.length > 0).toBe(true)
  })
})
