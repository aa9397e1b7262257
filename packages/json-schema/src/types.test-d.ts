import { createTool, type StandardSchemaV1 } from '@polytool/core'
import { describe, expectTypeOf, it } from 'vitest'
import { fromJsonSchema } from './from-json-schema'
import type { JsonSchema } from './json-schema'
import { toProviderSchema } from './to-provider-schema'

describe('types', () => {
  it('only Gemini may answer "no parameters" with an undefined schema', () => {
    expectTypeOf(toProviderSchema({}, 'gemini').schema).toEqualTypeOf<JsonSchema | undefined>()
    expectTypeOf(toProviderSchema({}, 'openai').schema).toEqualTypeOf<JsonSchema>()
    expectTypeOf(toProviderSchema({}, 'mcp').schema).toEqualTypeOf<JsonSchema>()
  })

  it('takes the options of the chosen target only', () => {
    toProviderSchema({}, 'gemini', { mode: 'parametersJsonSchema', recursionDepth: 2 })
    toProviderSchema({}, 'openai', { strict: false, stringLength: 'keep' })
    // @ts-expect-error mode belongs to Gemini
    toProviderSchema({}, 'openai', { mode: 'parameters' })
    // @ts-expect-error Anthropic has no stringLength switch
    toProviderSchema({}, 'anthropic', { stringLength: 'keep' })
  })

  it('fromJsonSchema carries the declared type into createTool', () => {
    const inputSchema = fromJsonSchema<{ city: string }>({ type: 'object' })
    expectTypeOf<StandardSchemaV1.InferOutput<typeof inputSchema>>().toEqualTypeOf<{
      city: string
    }>()
    createTool({
      id: 'weather',
      description: 'Weather for a city',
      inputSchema,
      execute: async (input) => {
        expectTypeOf(input).toEqualTypeOf<{ city: string }>()
        return input.city
      },
    })
  })
})
