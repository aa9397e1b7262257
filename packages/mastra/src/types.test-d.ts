import { Agent } from '@mastra/core/agent'
import { createTool as createMastraTool, type Tool as MastraTool } from '@mastra/core/tools'
import type { AnyTool, ToolCallDeclined, ValidationError } from '@polytool/core'
import { createTool } from '@polytool/zod'
import { describe, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { fromMastraTool, toMastraTool, toMastraTools } from './index'

const weatherTool = createTool({
  id: 'weather',
  description: 'Get the weather',
  inputSchema: z.object({ location: z.string() }),
  outputSchema: z.object({ temperature: z.number() }),
  execute: async () => ({ temperature: 21 }),
})

type OutputOf<T> = T extends MastraTool<any, infer O, any, any, any, any, any> ? O : never

describe('types', () => {
  it('keys a list by id and a record by its keys, and options may be left out', () => {
    expectTypeOf(toMastraTools([weatherTool])).toHaveProperty('weather')
    expectTypeOf(toMastraTools({ get_weather: weatherTool })).toHaveProperty('get_weather')
    expectTypeOf(toMastraTool(weatherTool).id).toEqualTypeOf<'weather'>()
  })

  it('makes tools a Mastra Agent takes', () => {
    new Agent({
      id: 'a',
      name: 'A',
      instructions: 'Help.',
      model: 'openai/gpt-5',
      tools: toMastraTools([weatherTool], { provider: 'openai', strict: true }),
    })
  })

  it('types the output as the validated output or a failure value', () => {
    expectTypeOf<OutputOf<ReturnType<typeof toMastraTool<typeof weatherTool>>>>().toEqualTypeOf<
      ({ temperature: number } & { readonly error?: undefined }) | ValidationError
    >()
    const gated = createTool({ ...weatherTool.definition, requireApproval: true })
    expectTypeOf<ToolCallDeclined>().toExtend<
      OutputOf<ReturnType<typeof toMastraTool<typeof gated>>>
    >()
  })

  it('takes only known providers', () => {
    // @ts-expect-error: not a provider target
    toMastraTools([weatherTool], { provider: 'cohere' })
  })

  it('makes a polytool tool of a Mastra tool, with its id and parsed input type', () => {
    const mastraTool = createMastraTool({
      id: 'greet',
      description: 'Greets',
      inputSchema: z.object({ name: z.string() }),
      outputSchema: z.object({ greeting: z.string() }),
      execute: async ({ name }) => ({ greeting: `Hello, ${name}` }),
    })
    const tool = fromMastraTool(mastraTool)
    expectTypeOf(tool).toExtend<AnyTool>()
    expectTypeOf(tool.id).toEqualTypeOf<'greet'>()
    expectTypeOf(tool.execute).parameter(0).toEqualTypeOf<unknown>()
  })
})
