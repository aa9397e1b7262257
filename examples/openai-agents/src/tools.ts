import { createTool } from '@polytool/zod'
import { z } from 'zod'

/** A weather tool whose `unit` has a default: in strict mode the model sends `null` for it. */
export const weatherTool = createTool({
  id: 'weather',
  description: 'Get the current weather for a location',
  inputSchema: z.object({
    location: z.string().min(1),
    unit: z.enum(['celsius', 'fahrenheit']).default('celsius'),
  }),
  outputSchema: z.object({ location: z.string(), unit: z.string(), temperature: z.number() }),
  execute: async ({ location, unit }) => ({ location, unit, temperature: 21 }),
})

/** Moves money: every call waits for a person's approval. */
export const transferTool = createTool({
  id: 'transfer',
  description: 'Move money to savings',
  inputSchema: z.object({ amount: z.number().positive() }),
  requestContextSchema: z.object({ accountId: z.string() }),
  requireApproval: true,
  execute: async ({ amount }, { requestContext }) => ({
    from: requestContext.get('accountId'),
    moved: amount,
  }),
})
