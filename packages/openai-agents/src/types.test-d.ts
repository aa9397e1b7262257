import { Agent, type FunctionTool, type RunContext, type Tool } from '@openai/agents'
import { RequestContext } from '@polytool/core'
import { createTool } from '@polytool/zod'
import { describe, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import type { AgentsToolOutput } from './model-output'
import type { OpenAIAgentsToolOptions } from './options'
import { type OpenAIAgentsTool, toOpenAIAgentsTool } from './to-openai-agents-tool'
import { toOpenAIAgentsTools } from './to-openai-agents-tools'

const weather = createTool({
  id: 'weather',
  description: 'Weather',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => ({ city }),
})

interface AppContext {
  readonly tenant: string
  readonly userId: number
}

describe('toOpenAIAgentsTools types', () => {
  it('returns the SDK FunctionTool type, which Agent takes', () => {
    const tools = toOpenAIAgentsTools([weather])
    expectTypeOf(tools).toEqualTypeOf<OpenAIAgentsTool<unknown>[]>()
    expectTypeOf(tools[0]!).toExtend<FunctionTool<unknown, any, AgentsToolOutput>>()
    expectTypeOf(tools[0]!).toExtend<Tool<unknown>>()
    new Agent({ name: 'a', tools })
  })

  it('infers the run context type from the requestContext function', () => {
    const tools = toOpenAIAgentsTools([weather], {
      requestContext: (runContext: RunContext<AppContext>) => {
        expectTypeOf(runContext.context).toEqualTypeOf<AppContext>()
        return new RequestContext({ tenant: runContext.context.tenant })
      },
    })
    expectTypeOf(tools).toEqualTypeOf<OpenAIAgentsTool<AppContext>[]>()
    new Agent<AppContext>({ name: 'a', tools })
    const one = toOpenAIAgentsTool(weather, {
      requestContext: (runContext: RunContext<AppContext>) => ({ user: runContext.context.userId }),
    })
    expectTypeOf(one).toEqualTypeOf<OpenAIAgentsTool<AppContext>>()
  })

  it('checks the options', () => {
    expectTypeOf<OpenAIAgentsToolOptions>()
      .toHaveProperty('timeoutMs')
      .toEqualTypeOf<number | undefined>()
    // @ts-expect-error: a request context comes from a function of the run context
    toOpenAIAgentsTools([weather], { requestContext: new RequestContext() })
    // @ts-expect-error: the timeout behaviours are the SDK's
    toOpenAIAgentsTools([weather], { timeoutBehavior: 'ignore' })
    // @ts-expect-error: strict is set by its own option
    toOpenAIAgentsTools([weather], { schemaOptions: { strict: true } })
  })
})
