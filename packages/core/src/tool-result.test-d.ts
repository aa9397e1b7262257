import { toStandardJsonSchema } from '@valibot/to-json-schema'
import { type } from 'arktype'
import * as v from 'valibot'
import { describe, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './create-tool'
import type { AnyTool, Tool, ToolCallDeclined, ToolOutput } from './tool'
import { isToolFailure, isValidationError, type ValidationError } from './validation-error'

type Weather = { temperatureCelsius: number }
type Success = ToolOutput<StandardWeather>
type StandardWeather = z.ZodType<Weather>

const libraries = {
  zod: {
    input: z.object({ location: z.string() }),
    output: z.object({ temperatureCelsius: z.number() }),
  },
  valibot: {
    input: toStandardJsonSchema(v.object({ location: v.string() })),
    output: toStandardJsonSchema(v.object({ temperatureCelsius: v.number() })),
  },
  arktype: {
    input: type({ location: 'string' }),
    output: type({ temperatureCelsius: 'number' }),
  },
}

const execute = async () => ({ temperatureCelsius: 21 })

const tools = {
  zod: {
    plain: createTool({
      id: 'weather',
      description: 'd',
      inputSchema: libraries.zod.input,
      outputSchema: libraries.zod.output,
      execute,
    }),
    gated: createTool({
      id: 'weather',
      description: 'd',
      inputSchema: libraries.zod.input,
      outputSchema: libraries.zod.output,
      requireApproval: true,
      execute,
    }),
  },
  valibot: {
    plain: createTool({
      id: 'weather',
      description: 'd',
      inputSchema: libraries.valibot.input,
      outputSchema: libraries.valibot.output,
      execute,
    }),
    gated: createTool({
      id: 'weather',
      description: 'd',
      inputSchema: libraries.valibot.input,
      outputSchema: libraries.valibot.output,
      requireApproval: ({ location }) => location === 'Paris',
      execute,
    }),
  },
  arktype: {
    plain: createTool({
      id: 'weather',
      description: 'd',
      inputSchema: libraries.arktype.input,
      outputSchema: libraries.arktype.output,
      execute,
    }),
    gated: createTool({
      id: 'weather',
      description: 'd',
      inputSchema: libraries.arktype.input,
      outputSchema: libraries.arktype.output,
      requireApproval: async () => true,
      execute,
    }),
  },
}

type ResultOf<T extends { execute: (...args: any[]) => Promise<unknown> }> = Awaited<
  ReturnType<T['execute']>
>

describe('tool.execute', () => {
  it('is defined on a tool made with execute, in every library', async () => {
    const { zod, valibot, arktype } = tools
    for (const tool of [zod.plain, zod.gated, valibot.plain, arktype.gated]) {
      expectTypeOf(tool.execute).not.toBeNullable()
    }
    const result = await zod.plain.execute({ location: 'Paris' })
    expectTypeOf(result).not.toBeUndefined()
  })

  it('is not callable without a check on a tool made without execute', () => {
    const declared = createTool({ id: 'ping', description: 'd' })
    expectTypeOf(declared.execute).toBeNullable()
    // @ts-expect-error execute may be undefined: the definition has none
    declared.execute({})
  })

  it('stays optional on a tool of unknown kind', () => {
    expectTypeOf<AnyTool['execute']>().toBeNullable()
    expectTypeOf<Tool['execute']>().toBeNullable()
  })
})

describe('the result of a tool without requireApproval', () => {
  it('cannot be a ToolCallDeclined, in zod, valibot and arktype', () => {
    expectTypeOf<ResultOf<typeof tools.zod.plain>>().toEqualTypeOf<Success | ValidationError>()
    expectTypeOf<ResultOf<typeof tools.valibot.plain>>().toEqualTypeOf<Success | ValidationError>()
    expectTypeOf<ResultOf<typeof tools.arktype.plain>>().toEqualTypeOf<Success | ValidationError>()
  })

  it('is narrowed to the output by isValidationError', async () => {
    for (const tool of [tools.zod.plain, tools.valibot.plain, tools.arktype.plain]) {
      const result = await tool.execute({ location: 'Paris' })
      if (isValidationError(result)) {
        expectTypeOf(result).toEqualTypeOf<ValidationError>()
        continue
      }
      expectTypeOf(result).toEqualTypeOf<Success>()
      expectTypeOf(result.temperatureCelsius).toBeNumber()
    }
  })

  it('is narrowed to the output by isToolFailure', async () => {
    for (const tool of [tools.zod.plain, tools.valibot.plain, tools.arktype.plain]) {
      const result = await tool.execute({ location: 'Paris' })
      if (isToolFailure(result)) {
        expectTypeOf(result).toEqualTypeOf<ValidationError>()
        continue
      }
      expectTypeOf(result.temperatureCelsius).toBeNumber()
    }
  })

  it('cannot be declined with requireApproval: false either', async () => {
    const tool = createTool({
      id: 'weather',
      description: 'd',
      outputSchema: libraries.zod.output,
      requireApproval: false,
      execute,
    })
    expectTypeOf<ResultOf<typeof tool>>().toEqualTypeOf<Success | ValidationError>()
  })
})

describe('the result of a tool with requireApproval', () => {
  it('may be a ToolCallDeclined, in zod, valibot and arktype', () => {
    type Gated = Success | ValidationError | ToolCallDeclined
    expectTypeOf<ResultOf<typeof tools.zod.gated>>().toEqualTypeOf<Gated>()
    expectTypeOf<ResultOf<typeof tools.valibot.gated>>().toEqualTypeOf<Gated>()
    expectTypeOf<ResultOf<typeof tools.arktype.gated>>().toEqualTypeOf<Gated>()
  })

  it('keeps ToolCallDeclined after isValidationError', async () => {
    for (const tool of [tools.zod.gated, tools.valibot.gated, tools.arktype.gated]) {
      const result = await tool.execute({ location: 'Paris' })
      if (isValidationError(result)) continue
      expectTypeOf(result).toEqualTypeOf<Success | ToolCallDeclined>()
      // @ts-expect-error the call may have been declined: check it first
      expectTypeOf(result.temperatureCelsius).toBeNumber()
    }
  })

  it('is narrowed to the output by isToolFailure', async () => {
    for (const tool of [tools.zod.gated, tools.valibot.gated, tools.arktype.gated]) {
      const result = await tool.execute({ location: 'Paris' })
      if (isToolFailure(result)) {
        expectTypeOf(result).toEqualTypeOf<ValidationError | ToolCallDeclined>()
        continue
      }
      expectTypeOf(result).toEqualTypeOf<Success>()
      expectTypeOf(result.temperatureCelsius).toBeNumber()
    }
  })

  it('types the tool requireApproval as given', () => {
    expectTypeOf(tools.zod.gated.requireApproval).toEqualTypeOf<true>()
    expectTypeOf(tools.zod.plain.requireApproval).toEqualTypeOf<undefined>()
    expectTypeOf(tools.valibot.gated.requireApproval).parameter(0).toEqualTypeOf<{
      location: string
    }>()
  })
})

describe('Tool.InferInput and Tool.InferOutput', () => {
  it('read the validated input and output of any tool', () => {
    for (const tool of [tools.zod.plain, tools.valibot.gated, tools.arktype.plain]) {
      expectTypeOf<Tool.InferInput<typeof tool>>().toEqualTypeOf<{ location: string }>()
      expectTypeOf<Tool.InferOutput<typeof tool>>().toEqualTypeOf<Weather>()
    }
  })
})

describe('a requireApproval known only at run time', () => {
  it('may decline: a boolean variable could be true', () => {
    const requireApproval = Math.random() > 0.5
    const tool = createTool({ id: 'w', description: 'd', requireApproval, execute })
    expectTypeOf<ToolCallDeclined>().toExtend<ResultOf<typeof tool>>()
  })
})
