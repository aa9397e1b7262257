import { describe, expectTypeOf, test } from 'vitest'
import { z } from 'zod'
import * as zm from 'zod/mini'
import { createTool } from './index'

describe('createTool from @polytool/zod', () => {
  test('infers execute input and output from Zod classic and mini schemas', () => {
    createTool({
      id: 'weather',
      description: 'Get the weather',
      inputSchema: zm.object({ city: zm.string(), days: zm.optional(zm.number()) }),
      outputSchema: z.object({ temperature: z.number() }),
      execute: async (input) => {
        expectTypeOf(input).toEqualTypeOf<{ city: string; days?: number | undefined }>()
        return { temperature: 21 }
      },
    })
  })
})
