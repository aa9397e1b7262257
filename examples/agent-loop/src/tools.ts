import { createTool } from '@polytool/zod'
import { z } from 'zod'

/** The reference's weather tool. */
export const weatherTool = createTool({
  id: 'weather-tool',
  description: 'Get the current weather for a location',
  inputSchema: z.object({ location: z.string() }),
  outputSchema: z.object({
    location: z.string(),
    temperatureCelsius: z.number(),
    conditions: z.string(),
  }),
  execute: async ({ location }, { observe }) =>
    observe.span('fetch-forecast', async () => ({
      location,
      temperatureCelsius: 21,
      conditions: 'sunny',
    })),
})

/** Sends an invoice: a person approves it first, and the UI never sees the billing e-mail. */
export const sendInvoiceTool = createTool({
  id: 'send-invoice',
  description: 'Send an invoice to a customer',
  inputSchema: z.object({
    customer: z.string(),
    email: z.email(),
    amountEur: z.number().positive(),
  }),
  outputSchema: z.object({ invoiceId: z.string(), sentTo: z.string() }),
  requireApproval: true,
  execute: async ({ customer, email }) => ({
    invoiceId: `INV-${customer.toUpperCase()}-001`,
    sentTo: email,
  }),
  transform: {
    display: {
      inputDelta: ({ partialInput }) => ({
        customer: (partialInput as { customer?: string })?.customer,
      }),
      input: ({ input }) => ({ customer: input?.customer, amountEur: input?.amountEur }),
      approval: ({ input }) => ({
        question: `Send an invoice of ${input?.amountEur} EUR to ${input?.customer}?`,
      }),
      output: ({ output }) => ({ invoiceId: output?.invoiceId }),
      error: () => ({ message: 'The invoice was not sent' }),
    },
  },
})

/** Books a table: it suspends to ask the user for a time, and resumes with the answer. */
export const bookTableTool = createTool({
  id: 'book-table',
  description: 'Book a restaurant table',
  inputSchema: z.object({ restaurant: z.string(), people: z.number().int().positive() }),
  outputSchema: z.object({ confirmation: z.string() }),
  suspendSchema: z.object({ question: z.string() }),
  resumeSchema: z.object({ time: z.string().regex(/^\d\d:\d\d$/) }),
  execute: async ({ restaurant, people }, context) => {
    const answer = context.agent?.resumeData
    if (!answer) {
      return await context.agent?.suspend({ question: `What time at ${restaurant}?` })
    }
    return { confirmation: `${restaurant}, ${people} people at ${answer.time}` }
  },
})

/** Every tool the scripted model may call, by the name it uses. */
export const tools = [weatherTool, sendInvoiceTool, bookTableTool]
