import { createTool as createMastraTool } from '@mastra/core/tools'
import { createTool } from '@polytool/zod'
import { z } from 'zod'

/** A polytool tool: strict, with a defaulted field the model may send as `null`. */
export const weatherTool = createTool({
  id: 'weather',
  description: 'Get the current weather for a location',
  strict: true,
  inputSchema: z.object({
    location: z.string().min(1),
    unit: z.enum(['celsius', 'fahrenheit']).default('celsius'),
  }),
  outputSchema: z.object({ location: z.string(), temperature: z.number(), unit: z.string() }),
  execute: async ({ location, unit }) => ({ location, temperature: 21, unit }),
})

/** A polytool tool that Mastra pauses for approval before it runs. */
export const bookTool = createTool({
  id: 'book_table',
  description: 'Books a table at a restaurant',
  inputSchema: z.object({ restaurant: z.string(), guests: z.number().int().min(1) }),
  requireApproval: true,
  execute: async ({ restaurant, guests }) => ({ booked: true, restaurant, guests }),
})

/** A tool written for Mastra, kept as it is and moved to polytool with `fromMastraTool`. */
export const mastraForecastTool = createMastraTool({
  id: 'forecast',
  description: 'Tomorrow’s forecast for a location',
  inputSchema: z.object({ location: z.string() }),
  outputSchema: z.object({ location: z.string(), forecast: z.string() }),
  execute: async ({ location }) => ({ location, forecast: 'rain' }),
})
