import type { ToolCallDeclined, ValidationError } from '@polytool/core'
import { createTool } from '@polytool/zod'
import type { Tool as AITool, InferToolOutput } from 'ai'
import { describe, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import type { ToolSuspendedFailure } from './execute'
import { toAISDKTool } from './to-ai-sdk-tool'
import { toAISDKTools } from './to-ai-sdk-tools'

const weatherTool = createTool({
  id: 'weather',
  description: 'Get the weather',
  inputSchema: z.object({ location: z.string() }),
  outputSchema: z.object({ temperature: z.number() }),
  execute: async () => ({ temperature: 21 }),
})

describe('types', () => {
  it('keys a list by id and a record by its keys', () => {
    expectTypeOf(toAISDKTools([weatherTool], { provider: 'openai' })).toHaveProperty('weather')
    expectTypeOf(toAISDKTools({ get_weather: weatherTool }, { provider: 'openai' })).toHaveProperty(
      'get_weather',
    )
  })

  it('types the output as the validated output or a failure value', () => {
    const converted = toAISDKTool(weatherTool, { provider: 'anthropic' })
    expectTypeOf(converted).toExtend<AITool>()
    expectTypeOf<InferToolOutput<typeof converted>>().toEqualTypeOf<
      | ({ temperature: number } & { readonly error?: undefined })
      | ValidationError
      | ToolSuspendedFailure
    >()
  })

  it('keeps ToolCallDeclined only for a tool that may need approval', () => {
    const gated = createTool({ ...weatherTool.definition, requireApproval: true })
    const converted = toAISDKTool(gated, { provider: 'openai' })
    expectTypeOf<ToolCallDeclined>().toExtend<InferToolOutput<typeof converted>>()
  })

  it('takes only known providers', () => {
    // @ts-expect-error: not a provider target
    toAISDKTools([weatherTool], { provider: 'cohere' })
  })
})
