// The weather tool of the root README, once per schema library, through each adapter package.
import { createTool as createArktypeTool } from '@polytool/arktype'
import { createTool as createValibotTool } from '@polytool/valibot'
import { createTool as createZodTool } from '@polytool/zod'
import { type } from 'arktype'
import * as v from 'valibot'
import { z } from 'zod'

const forecast = (location: string) => ({ location, temperatureCelsius: 21, conditions: 'sunny' })

/** Zod 4 schemas. */
export const zodWeatherTool = createZodTool({
  id: 'weather_zod',
  description: 'Get the current weather for a location',
  inputSchema: z.object({ location: z.string() }),
  outputSchema: z.object({
    location: z.string(),
    temperatureCelsius: z.number(),
    conditions: z.string(),
  }),
  execute: async ({ location }) => forecast(location),
})

/** Raw Valibot schemas. */
export const valibotWeatherTool = createValibotTool({
  id: 'weather_valibot',
  description: 'Get the current weather for a location',
  inputSchema: v.object({ location: v.string() }),
  outputSchema: v.object({
    location: v.string(),
    temperatureCelsius: v.number(),
    conditions: v.string(),
  }),
  execute: async ({ location }) => forecast(location),
})

/** ArkType schemas. */
export const arktypeWeatherTool = createArktypeTool({
  id: 'weather_arktype',
  description: 'Get the current weather for a location',
  inputSchema: type({ location: 'string' }),
  outputSchema: type({ location: 'string', temperatureCelsius: 'number', conditions: 'string' }),
  execute: async ({ location }) => forecast(location),
})

/** The three tools, as an agent exports them. */
export const weatherTools = [zodWeatherTool, valibotWeatherTool, arktypeWeatherTool]
