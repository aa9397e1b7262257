import { toStandardJsonSchema } from '@valibot/to-json-schema'
import { type } from 'arktype'
import * as v from 'valibot'
import { describe, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './create-tool'
import type { RequestContext } from './request-context'
import type { ToolCallDeclined } from './tool'
import type { ValidationError } from './validation-error'

type WeatherIn = { location: string; days: number }
type WeatherOut = { location: string; temperatureCelsius: number }

const schemas = {
  zod: {
    input: z.object({ location: z.string(), days: z.number().default(1) }),
    output: z.object({ location: z.string(), temperatureCelsius: z.number() }),
  },
  valibot: {
    input: toStandardJsonSchema(
      v.object({ location: v.string(), days: v.optional(v.number(), 1) }),
    ),
    output: toStandardJsonSchema(
      v.object({ location: v.string(), temperatureCelsius: v.number() }),
    ),
  },
  arktype: {
    input: type({ location: 'string', days: 'number = 1' }),
    output: type({ location: 'string', temperatureCelsius: 'number' }),
  },
}

describe('createTool inference with zod, valibot and arktype', () => {
  it('types execute input as the schema output, and tool.execute input as the schema input', () => {
    const zodTool = createTool({
      id: 'weather',
      description: 'd',
      inputSchema: schemas.zod.input,
      outputSchema: schemas.zod.output,
      execute: async (input) => {
        expectTypeOf(input).toEqualTypeOf<WeatherIn>()
        return { location: input.location, temperatureCelsius: 21 }
      },
    })
    const valibotTool = createTool({
      id: 'weather',
      description: 'd',
      inputSchema: schemas.valibot.input,
      outputSchema: schemas.valibot.output,
      execute: async (input) => {
        expectTypeOf(input).toEqualTypeOf<WeatherIn>()
        return { location: input.location, temperatureCelsius: 21 }
      },
    })
    const arktypeTool = createTool({
      id: 'weather',
      description: 'd',
      inputSchema: schemas.arktype.input,
      outputSchema: schemas.arktype.output,
      execute: async (input) => {
        expectTypeOf(input).toEqualTypeOf<WeatherIn>()
        return { location: input.location, temperatureCelsius: 21 }
      },
    })
    type CallInput<T extends { execute?: (...args: any[]) => unknown }> = Parameters<
      NonNullable<T['execute']>
    >[0]
    // A field with a default is optional for callers and present inside execute.
    expectTypeOf<CallInput<typeof zodTool>>().toEqualTypeOf<{
      location: string
      days?: number | undefined
    }>()
    expectTypeOf<CallInput<typeof valibotTool>>().toEqualTypeOf<{
      location: string
      days?: number | undefined
    }>()
    expectTypeOf<CallInput<typeof arktypeTool>>().toEqualTypeOf<{
      location: string
      days?: number
    }>()
    expectTypeOf(zodTool.id).toEqualTypeOf<'weather'>()
  })

  it('includes ValidationError in the result and narrows it away', async () => {
    const tool = createTool({
      id: 'weather',
      description: 'd',
      inputSchema: schemas.zod.input,
      outputSchema: schemas.arktype.output,
      execute: async ({ location }) => ({ location, temperatureCelsius: 21 }),
    })
    const result = await tool.execute!({ location: 'Paris' })
    expectTypeOf<ValidationError>().toExtend<typeof result>()
    expectTypeOf<ToolCallDeclined>().toExtend<typeof result>()
    if ('error' in result && result.error) {
      expectTypeOf(result).toEqualTypeOf<ValidationError | ToolCallDeclined>()
      expectTypeOf(result.message).toBeString()
      return
    }
    expectTypeOf(result).toExtend<WeatherOut>()
    expectTypeOf(result.location).toBeString()
    expectTypeOf(result.temperatureCelsius).toBeNumber()
  })

  it('requires execute to return what outputSchema accepts', () => {
    createTool({
      id: 'weather',
      description: 'd',
      outputSchema: schemas.valibot.output,
      // @ts-expect-error temperatureCelsius must be a number
      execute: async () => ({ location: 'Paris', temperatureCelsius: '21' }),
    })
    createTool({
      id: 'weather',
      description: 'd',
      outputSchema: schemas.zod.output,
      // @ts-expect-error temperatureCelsius is missing
      execute: async () => ({ location: 'Paris' }),
    })
  })

  it('types hooks, toModelOutput, the request context and resume data', () => {
    createTool({
      id: 'hooks',
      description: 'd',
      inputSchema: schemas.arktype.input,
      outputSchema: schemas.valibot.output,
      requestContextSchema: z.object({ userTier: z.enum(['free', 'pro']) }),
      suspendSchema: z.object({ message: z.string() }),
      resumeSchema: type({ approval: 'boolean' }),
      execute: async (input, context) => {
        expectTypeOf(context.requestContext).toEqualTypeOf<
          RequestContext<{ userTier: 'free' | 'pro' }>
        >()
        expectTypeOf(context.requestContext.get('userTier')).toEqualTypeOf<'free' | 'pro'>()
        expectTypeOf(context.agent?.resumeData).toEqualTypeOf<{ approval: boolean } | undefined>()
        expectTypeOf(context.agent!.suspend).parameter(0).toEqualTypeOf<{ message: string }>()
        return { location: input.location, temperatureCelsius: 1 }
      },
      onInputAvailable: ({ input }) => {
        expectTypeOf(input).toEqualTypeOf<WeatherIn>()
      },
      onOutput: ({ output, toolName }) => {
        expectTypeOf(output).toEqualTypeOf<WeatherOut>()
        expectTypeOf(toolName).toBeString()
      },
      toModelOutput: (output) => {
        expectTypeOf(output).toEqualTypeOf<WeatherOut>()
        return { type: 'text', value: output.location }
      },
      requireApproval: (input, { requestContext }) => {
        expectTypeOf(input).toEqualTypeOf<WeatherIn>()
        return requestContext.get('userTier') === 'free'
      },
    })
  })

  it('types input as unknown when there is no inputSchema', () => {
    createTool({
      id: 'no-schema',
      description: 'd',
      execute: async (input) => {
        expectTypeOf(input).toBeUnknown()
        return 1
      },
    })
  })
})

describe('error exposure and validation limits', () => {
  it('takes exposeErrors as a boolean and validationLimits as numbers', () => {
    createTool({
      id: 'limited',
      description: 'd',
      exposeErrors: true,
      validationLimits: { maxIssues: 10, maxMessageLength: 2048, maxIssueMessageLength: 200 },
    })
    // @ts-expect-error exposeErrors is a boolean
    createTool({ id: 'x', description: 'd', exposeErrors: 'yes' })
    // @ts-expect-error the limits are numbers
    createTool({ id: 'x', description: 'd', validationLimits: { maxIssues: '10' } })
  })

  it('types the counts on ValidationError', () => {
    expectTypeOf<ValidationError['issueCount']>().toEqualTypeOf<number>()
    expectTypeOf<ValidationError['truncated']>().toEqualTypeOf<boolean>()
  })
})
