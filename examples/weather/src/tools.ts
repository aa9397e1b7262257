import { createTool as createArkTypeTool } from '@polytool/arktype'
import { createTool as createValibotTool } from '@polytool/valibot'
import { createTool as createZodTool } from '@polytool/zod'
import { type } from 'arktype'
import * as v from 'valibot'
import { z } from 'zod'

const forecast = (location: string) => ({ location, temperatureCelsius: 21, conditions: 'sunny' })

/** The weather tool with Zod 4 schemas. */
export const zodWeatherTool = createZodTool({
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

/** The weather tool with Valibot schemas. */
export const valibotWeatherTool = createValibotTool({
  id: 'weather-tool',
  description: 'Get the current weather for a location',
  inputSchema: v.object({
    location: v.pipe(v.string(), v.minLength(1), v.description('City name or coordinates')),
  }),
  outputSchema: v.object({
    location: v.string(),
    temperatureCelsius: v.number(),
    conditions: v.string(),
  }),
  execute: async ({ location }) => forecast(location),
})

/** The weather tool with ArkType schemas. */
export const arktypeWeatherTool = createArkTypeTool({
  id: 'weather-tool',
  description: 'Get the current weather for a location',
  inputSchema: type({ location: type('string > 0').describe('City name or coordinates') }),
  outputSchema: type({ location: 'string', temperatureCelsius: 'number', conditions: 'string' }),
  execute: async ({ location }) => forecast(location),
})
