import { createTool } from '@polytool/zod'
import { z } from 'zod'

/** A list with a record and a tuple, which strict modes cannot express as they are. */
export const tools = [
  createTool({
    id: 'tag_prices',
    description: 'Sets prices per tag',
    inputSchema: z.object({ prices: z.record(z.string(), z.number()) }),
  }),
  createTool({
    id: 'move_to',
    description: 'Moves to a point',
    inputSchema: z.object({ point: z.tuple([z.number(), z.number()]) }),
  }),
]

/** An id no provider takes as a function name. */
export const badName = createTool({
  id: 'get weather!',
  description: 'Weather with a bad name',
  inputSchema: z.object({ city: z.string() }),
})
