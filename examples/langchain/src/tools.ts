import { createTool } from '@polytool/zod'
import { z } from 'zod'

/** The weather tool: strict for OpenAI, so `unit` comes as `null` when the model leaves it out. */
export const weatherTool = createTool({
  id: 'weather',
  description: 'Get the current weather for a location',
  strict: true,
  inputSchema: z.object({
    location: z.string().min(1),
    unit: z.enum(['celsius', 'fahrenheit']).default('celsius'),
  }),
  outputSchema: z.object({
    location: z.string(),
    temperature: z.number(),
    unit: z.string(),
    conditions: z.string(),
  }),
  execute: async ({ location, unit }) => ({
    location,
    temperature: 21,
    unit,
    conditions: 'sunny',
  }),
})

/** Moves money: needs a person's approval above 100. */
export const transferTool = createTool({
  id: 'transfer',
  description: 'Move money to the savings account',
  inputSchema: z.object({ amount: z.number().positive() }),
  requireApproval: ({ amount }) => amount > 100,
  execute: async ({ amount }) => ({ moved: amount }),
})
