import { createTool } from '@polytool/core'
import { z } from 'zod'

/** Annotations in an order of their own, to prove they travel byte for byte. */
export const weatherAnnotations = {
  readOnlyHint: true,
  title: 'Current weather',
  openWorldHint: false,
}

/** Metadata with nesting and key order that must survive listing unchanged. */
export const weatherMeta = {
  'io.polytool/category': 'weather',
  nested: { zeta: 1, alpha: [3, 1, 2], empty: {} },
}

export const weatherTool = createTool({
  id: 'weather',
  description: 'Current weather for a city',
  inputSchema: z.object({ city: z.string().min(1), unit: z.enum(['C', 'F']).optional() }),
  outputSchema: z.object({ city: z.string(), temperature: z.number(), unit: z.enum(['C', 'F']) }),
  mcp: { annotations: weatherAnnotations, _meta: weatherMeta },
  execute: async ({ city, unit = 'C' }) => ({ city, temperature: unit === 'C' ? 21 : 70, unit }),
})

/** Its output root is an array, so MCP gets it wrapped as `{ value: [...] }`. */
export const forecastTool = createTool({
  id: 'forecast',
  description: 'Temperatures for the next days',
  inputSchema: z.object({ days: z.number().int().min(1).max(3) }),
  outputSchema: z.array(z.object({ day: z.number(), celsius: z.number() })),
  execute: async ({ days }) =>
    Array.from({ length: days }, (_, index) => ({ day: index + 1, celsius: 20 + index })),
})

/** Its input root is a string: listed wrapped, decoded back before the tool sees it. */
export const shoutTool = createTool({
  id: 'shout',
  description: 'Upper-cases a text',
  inputSchema: z.string(),
  execute: async (text) => text.toUpperCase(),
})

export const serverTimeTool = createTool({
  id: 'server-time',
  description: 'The server clock, in ISO 8601',
  execute: async () => '2026-01-01T00:00:00.000Z',
})

/** Asks the client for the time through elicitation. */
export const bookTableTool = createTool({
  id: 'book-table',
  description: 'Book a restaurant table',
  inputSchema: z.object({ restaurant: z.string() }),
  outputSchema: z.object({ booked: z.boolean(), time: z.string().optional() }),
  execute: async ({ restaurant }, context) => {
    const answer = await context.mcp!.elicitation.sendRequest({
      message: `What time at ${restaurant}?`,
      requestedSchema: {
        type: 'object',
        properties: { time: { type: 'string', description: 'HH:MM' } },
        required: ['time'],
      },
    })
    if (answer.action !== 'accept') return { booked: false }
    return { booked: true, time: String(answer.content?.time) }
  },
})

/** Whether the slow tool saw its abort signal fire, and the reason it got. */
export interface AbortProbe {
  readonly started: Promise<void>
  readonly aborted: Promise<unknown>
}

/** A tool that waits until its call is aborted; the probe tells the test what it saw. */
export function createSlowTool() {
  let markStarted = () => {}
  let markAborted: (reason: unknown) => void = () => {}
  const probe: AbortProbe = {
    started: new Promise<void>((resolve) => {
      markStarted = resolve
    }),
    aborted: new Promise<unknown>((resolve) => {
      markAborted = resolve
    }),
  }
  const tool = createTool({
    id: 'slow',
    description: 'Waits until cancelled',
    execute: (_input, context) =>
      new Promise<string>((_resolve, reject) => {
        const signal = context.abortSignal!
        signal.addEventListener('abort', () => {
          markAborted(signal.reason)
          reject(signal.reason)
        })
        markStarted()
      }),
  })
  return { tool, probe }
}

/** The text a failing tool's error carries, which must never reach the client. */
export const SECRET = 'postgres://admin:hunter2@db.internal/orders'

export const explodingTool = createTool({
  id: 'lookup-order',
  description: 'Looks an order up',
  inputSchema: z.object({ orderId: z.string() }),
  execute: async () => {
    throw new Error(`connection to ${SECRET} refused`)
  },
})

/** Needs approval above 100 EUR. */
export const invoiceTool = createTool({
  id: 'send-invoice',
  description: 'Sends an invoice',
  inputSchema: z.object({ customer: z.string(), amountEur: z.number().positive() }),
  requireApproval: ({ amountEur }) => amountEur > 100,
  execute: async ({ customer, amountEur }) => `Sent ${amountEur} EUR to ${customer}`,
})

/** A 1×1 transparent PNG. */
export const PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

/** Shows the model multimodal content, while structuredContent keeps the data. */
export const chartTool = createTool({
  id: 'chart',
  description: 'Charts sales',
  outputSchema: z.object({ total: z.number() }),
  toModelOutput: (output) => ({
    type: 'content',
    value: [
      { type: 'text', text: `Total: ${output.total}` },
      { type: 'image-data', data: PIXEL_PNG, mediaType: 'image/png' },
      { type: 'image-url', url: 'https://example.com/charts/sales.png', mediaType: 'image/png' },
      { type: 'file-data', data: 'JVBERi0=', mediaType: 'application/pdf', filename: 'sales.pdf' },
    ],
  }),
  execute: async () => ({ total: 42 }),
})

/** Returns output its schema rejects. */
export const brokenOutputTool = createTool({
  id: 'broken-output',
  description: 'Returns the wrong shape',
  outputSchema: z.object({ count: z.number() }),
  execute: async () => ({ count: 'many' }) as never,
})
