import { type } from 'arktype'
import { describe, expectTypeOf, test } from 'vitest'
import { createTool } from './index'

describe('createTool from @polytool/arktype', () => {
  test('infers execute input from an ArkType type', () => {
    createTool({
      id: 'weather',
      description: 'Get the weather',
      inputSchema: type({ city: 'string', 'days?': 'number' }),
      execute: async (input) => {
        expectTypeOf(input).toEqualTypeOf<{ city: string; days?: number }>()
        return input.city
      },
    })
  })
})
