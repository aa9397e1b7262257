import { createTool as createArkTypeTool } from '@polytool/arktype'
import { createTool, type StandardSchemaV1 } from '@polytool/core'
import { createTool as createValibotTool } from '@polytool/valibot'
import { createTool as createZodTool } from '@polytool/zod'
import { toStandardJsonSchema } from '@valibot/to-json-schema'
import { type } from 'arktype'
import * as v from 'valibot'
import { z } from 'zod'

/** The weather tool's schemas in each library, the same shapes everywhere. */
export const weatherSchemas = {
  zod: {
    input: z.object({ location: z.string(), days: z.number().int().min(1).max(7).optional() }),
    output: z.object({
      location: z.string(),
      temperatureCelsius: z.number(),
      conditions: z.string(),
    }),
  },
  valibot: {
    input: toStandardJsonSchema(
      v.object({
        location: v.string(),
        days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
      }),
    ),
    output: toStandardJsonSchema(
      v.object({ location: v.string(), temperatureCelsius: v.number(), conditions: v.string() }),
    ),
  },
  arktype: {
    input: type({ location: 'string', 'days?': '1 <= number.integer <= 7' }),
    output: type({ location: 'string', temperatureCelsius: 'number', conditions: 'string' }),
  },
}

/** The arguments every execute bench sends. */
export const weatherInput = { location: 'Paris', days: 3 }

/** The tool's own logic, as cheap as it gets, so a bench measures what wraps it. */
export const weather = async ({ location }: { location: string }) => ({
  location,
  temperatureCelsius: 21,
  conditions: 'sunny',
})

type WeatherInput = typeof weatherInput
type WeatherOutput = Awaited<ReturnType<typeof weather>>

/**
 * The weather tool built with one library's schemas, by core's `createTool` (the schemas left
 * unbound) unless another `createTool` is given.
 */
export function weatherTool(
  schemas: (typeof weatherSchemas)[keyof typeof weatherSchemas],
  create: typeof createTool = createTool,
) {
  return create({
    id: 'weather-tool',
    description: 'Get the current weather for a location',
    inputSchema: schemas.input as StandardSchemaV1<WeatherInput, WeatherInput>,
    outputSchema: schemas.output as StandardSchemaV1<WeatherOutput, WeatherOutput>,
    execute: weather,
  })
}

const createToolOf = { zod: createZodTool, valibot: createValibotTool, arktype: createArkTypeTool }

/**
 * The weather tool as the docs recommend writing it: with the `createTool` of the library's
 * adapter package (`@polytool/zod`, …), which binds the schemas to their adapter.
 */
export function weatherToolOf(library: keyof typeof weatherSchemas) {
  return weatherTool(weatherSchemas[library], createToolOf[library] as typeof createTool)
}
