import * as v from 'valibot'
import { describe, expectTypeOf, test } from 'vitest'
import { createTool } from './index'

describe('createTool from @polytool/valibot', () => {
  test('infers execute input and output from raw Valibot schemas', () => {
    const tool = createTool({
      id: 'weather',
      description: 'Get the weather',
      inputSchema: v.object({ city: v.string(), days: v.optional(v.number(), 1) }),
      outputSchema: v.object({ temperature: v.number() }),
      execute: async (input) => {
        expectTypeOf(input).toEqualTypeOf<{ city: string; days: number }>()
        return { temperature: 21 }
      },
    })
    expectTypeOf(tool.execute!)
      .parameter(0)
      .toEqualTypeOf<{ city: string; days?: number | undefined }>()
  })
})
