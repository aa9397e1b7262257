import { createTool as createValibotTool } from '@polytool/valibot'
import { createTool as createZodTool } from '@polytool/zod'
import * as v from 'valibot'
import { z } from 'zod'

type Unit = 'celsius' | 'fahrenheit'

const forecast = (location: string, unit: Unit) => ({
  location,
  temperature: unit === 'celsius' ? 21 : 70,
  unit,
  conditions: 'sunny',
})

/** The weather tool with Zod schemas; strict, so OpenAI must send every field. */
export const zodWeatherTool = createZodTool({
  id: 'weather',
  description: 'Get the current weather for a location',
  strict: true,
  inputSchema: z.object({
    location: z.string().min(1).describe('City name'),
    unit: z.enum(['celsius', 'fahrenheit']).default('celsius'),
  }),
  outputSchema: z.object({
    location: z.string(),
    temperature: z.number(),
    unit: z.enum(['celsius', 'fahrenheit']),
    conditions: z.string(),
  }),
  execute: async ({ location, unit }) => forecast(location, unit),
})

/** The same tool with Valibot schemas. */
export const valibotWeatherTool = createValibotTool({
  id: 'weather',
  description: 'Get the current weather for a location',
  strict: true,
  inputSchema: v.object({
    location: v.pipe(v.string(), v.minLength(1), v.description('City name')),
    unit: v.optional(v.picklist(['celsius', 'fahrenheit']), 'celsius'),
  }),
  outputSchema: v.object({
    location: v.string(),
    temperature: v.number(),
    unit: v.picklist(['celsius', 'fahrenheit']),
    conditions: v.string(),
  }),
  execute: async ({ location, unit }) => forecast(location, unit),
})
