import { createTool as createValibotTool } from '@polytool/valibot'
import { createTool as createZodTool } from '@polytool/zod'
import * as v from 'valibot'
import { z } from 'zod'

const forecast = (location: string) => ({ location, temperatureCelsius: 21, conditions: 'sunny' })

/** The weather tool with Zod schemas. */
export const zodWeatherTool = createZodTool({
  id: 'weather',
  description: 'Get the current weather for a location',
  inputSchema: z.object({ location: z.string().min(1) }),
  outputSchema: z.object({
    location: z.string(),
    temperatureCelsius: z.number(),
    conditions: z.string(),
  }),
  execute: async ({ location }) => forecast(location),
})

/** The weather tool with Valibot schemas. */
export const valibotWeatherTool = createValibotTool({
  id: 'weather',
  description: 'Get the current weather for a location',
  inputSchema: v.object({ location: v.pipe(v.string(), v.minLength(1)) }),
  outputSchema: v.object({
    location: v.string(),
    temperatureCelsius: v.number(),
    conditions: v.string(),
  }),
  execute: async ({ location }) => forecast(location),
})

/** The weather tool in each schema library. */
export const weatherTools = [
  ['Zod', zodWeatherTool],
  ['Valibot', valibotWeatherTool],
] as const
