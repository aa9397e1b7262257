import type { StructuredToolInterface } from '@langchain/core/tools'
import { createTool } from '@polytool/zod'
import type * as langchain from 'langchain'
import { createAgent } from 'langchain'
import { describe, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import type {
  ActionRequest,
  Decision,
  HITLRequest,
  HITLResponse,
  ReviewConfig,
} from './approval-shapes'
import { toLangChainTools } from './to-langchain-tools'
import type { LangChainTool } from './types'

const weatherTool = createTool({
  id: 'weather',
  description: 'Get the weather',
  inputSchema: z.object({ location: z.string() }),
  execute: async () => ({ temperature: 21 }),
})
const newsTool = createTool({
  id: 'news',
  description: 'Get the news',
  inputSchema: z.object({ topic: z.string() }),
  execute: async () => ({ headlines: [] as string[] }),
})

describe('types', () => {
  it('keeps each tool’s name, from its id or its record key', () => {
    const [weather, news] = toLangChainTools([weatherTool, newsTool])
    expectTypeOf(weather.name).toEqualTypeOf<'weather'>()
    expectTypeOf(news.name).toEqualTypeOf<'news'>()
    expectTypeOf(toLangChainTools({ get_weather: weatherTool })).toEqualTypeOf<
      LangChainTool<'get_weather'>[]
    >()
  })

  it('makes LangChain tools that createAgent takes', () => {
    const tools = toLangChainTools([weatherTool])
    expectTypeOf(tools[0]).toExtend<StructuredToolInterface>()
    createAgent({ model: 'openai:gpt-5', tools })
  })

  it('takes only known providers', () => {
    // @ts-expect-error: not a provider target
    toLangChainTools([weatherTool], { provider: 'cohere' })
  })

  it('shapes approval requests and decisions as humanInTheLoopMiddleware does', () => {
    expectTypeOf<HITLRequest>().toEqualTypeOf<langchain.HITLRequest>()
    expectTypeOf<ActionRequest>().toEqualTypeOf<langchain.ActionRequest>()
    expectTypeOf<ReviewConfig>().toEqualTypeOf<langchain.ReviewConfig>()
    expectTypeOf<HITLResponse>().toEqualTypeOf<langchain.HITLResponse>()
    expectTypeOf<Decision>().toEqualTypeOf<langchain.Decision>()
  })
})
