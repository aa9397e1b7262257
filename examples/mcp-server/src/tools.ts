import { createTool } from '@polytool/zod'
import { z } from 'zod'

/** A read-only tool: its annotations and `_meta` reach MCP clients unchanged. */
export const weatherTool = createTool({
  id: 'weather',
  description: 'Current weather for a city',
  inputSchema: z.object({ city: z.string().min(1), unit: z.enum(['C', 'F']).optional() }),
  outputSchema: z.object({
    city: z.string(),
    temperature: z.number(),
    unit: z.enum(['C', 'F']),
    conditions: z.string(),
  }),
  mcp: {
    annotations: { title: 'Current weather', readOnlyHint: true, openWorldHint: false },
    _meta: { 'dev.polytool/example': { category: 'weather', cacheSeconds: 600 } },
  },
  execute: async ({ city, unit = 'C' }) => ({
    city,
    temperature: unit === 'C' ? 21 : 70,
    unit,
    conditions: 'sunny',
  }),
})

/** Its output is an array, so MCP clients get it as `structuredContent: { value: [...] }`. */
export const forecastTool = createTool({
  id: 'forecast',
  description: 'Daily temperatures for the next days',
  inputSchema: z.object({ city: z.string().min(1), days: z.number().int().min(1).max(5) }),
  outputSchema: z.array(z.object({ day: z.number().int(), celsius: z.number() })),
  mcp: { annotations: { title: 'Forecast', readOnlyHint: true } },
  execute: async ({ days }) =>
    Array.from({ length: days }, (_, index) => ({ day: index + 1, celsius: 18 + index })),
})

/** Asks the person at the client for a time, through MCP elicitation. */
export const bookTableTool = createTool({
  id: 'book-table',
  description: 'Book a restaurant table; asks the user for the time',
  inputSchema: z.object({ restaurant: z.string().min(1), people: z.number().int().positive() }),
  outputSchema: z.object({ booked: z.boolean(), confirmation: z.string() }),
  mcp: { annotations: { title: 'Book a table', readOnlyHint: false, idempotentHint: false } },
  execute: async ({ restaurant, people }, context) => {
    const answer = await context.mcp?.elicitation.sendRequest({
      message: `What time should the table for ${people} at ${restaurant} be booked?`,
      requestedSchema: {
        type: 'object',
        properties: { time: { type: 'string', description: 'Time as HH:MM' } },
        required: ['time'],
      },
    })
    if (answer?.action !== 'accept') return { booked: false, confirmation: 'Nothing was booked.' }
    return {
      booked: true,
      confirmation: `${restaurant}, ${people} people at ${String(answer.content?.time)}`,
    }
  },
})

/** Counts slowly and stops as soon as the client cancels; it logs both to stderr. */
export const countSlowlyTool = createTool({
  id: 'count-slowly',
  description: 'Counts up to a number, one step every 200 ms',
  inputSchema: z.object({ to: z.number().int().min(1).max(100) }),
  execute: async ({ to }, { abortSignal }) => {
    console.error('count-slowly: started')
    abortSignal?.addEventListener('abort', () => console.error('count-slowly: cancelled'))
    for (let step = 1; step <= to; step++) await sleep(200, abortSignal)
    return `Counted to ${to}`
  },
})

/** Fails with an error that holds a connection string: MCP clients never see it. */
export const lookupOrderTool = createTool({
  id: 'lookup-order',
  description: 'Looks an order up in the order database',
  inputSchema: z.object({ orderId: z.string() }),
  execute: async ({ orderId }) => {
    throw new Error(`order ${orderId}: connection to postgres://shop:s3cret@db.internal refused`)
  },
})

/** Always needs approval: this server has no approval step, so it refuses the call. */
export const sendInvoiceTool = createTool({
  id: 'send-invoice',
  description: 'Send an invoice to a customer',
  inputSchema: z.object({ customer: z.string(), amountEur: z.number().positive() }),
  requireApproval: true,
  mcp: { annotations: { title: 'Send an invoice', destructiveHint: true } },
  execute: async ({ customer, amountEur }) => `Sent ${amountEur} EUR to ${customer}`,
})

/** Every tool the example server serves. */
export const tools = [
  weatherTool,
  forecastTool,
  bookTableTool,
  countSlowlyTool,
  lookupOrderTool,
  sendInvoiceTool,
]

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}
