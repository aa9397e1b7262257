import { createTool } from '@polytool/zod'
import { z } from 'zod'

/** A tool every provider takes as is. */
export const weatherTool = createTool({
  id: 'weather',
  description: 'Current weather for a city',
  inputSchema: z.object({ city: z.string(), units: z.enum(['celsius', 'fahrenheit']) }),
})
