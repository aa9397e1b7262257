import { createTool } from '@polytool/core'
import { toStandardJsonSchema } from '@valibot/to-json-schema'
import { type } from 'arktype'
import * as v from 'valibot'
import { z } from 'zod'

const forecast = (location: string) => ({ location, temperatureCelsius: 21, conditions: 'sunny' })

/** The weather tool with Zod 4 schemas. */
export const zodWeatherTool = createTool({
  id: 'weather-tool',
  description: 'Get the current weather for a location',
  inputSchema: z.object({ location: z.string().min(1).describe('City name or coordinates') }),
  outputSchema: z.object({
    location: z.string(),
    temperatureCelsius: z.number(),
    conditions: z.string(),
  }),
  execute: async ({ location }) => forecast(location),
})

/** The weather tool with Valibot schemas, wrapped for JSON Schema. */
export const valibotWeatherTool = createTool({
  id: 'weather-tool',
  description: 'Get the current weather for a location',
  inputSchema: toStandardJsonSchema(
    v.object({
      location: v.pipe(v.string(), v.minLength(1), v.description('City name or coordinates')),
    }),
  ),
  outputSchema: toStandardJsonSchema(
    v.object({ location: v.string(), temperatureCelsius: v.number(), conditions: v.string() }),
  ),
  execute: async ({ location }) => forecast(location),
})

/** The weather tool with ArkType schemas. */
export const arktypeWeatherTool = createTool({
  id: 'weather-tool',
  description: 'Get the current weather for a location',
  inputSchema: type({ location: type('string > 0').describe('City name or coordinates') }),
  outputSchema: type({ location: 'string', temperatureCelsius: 'number', conditions: 'string' }),
  execute: async ({ location }) => forecast(location),
})
