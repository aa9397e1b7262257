import { appendFileSync } from 'node:fs'
import { trace } from '@opentelemetry/api'
import { createTool } from '@polytool/core'
import { z } from 'zod'

/** Where the tools write one line per `execute` run: executions counted from side effects. */
const ledger = () => process.env.POLYTOOL_TEST_LEDGER

function record(toolCallId: string | undefined): void {
  const file = ledger()
  if (file) appendFileSync(file, `${toolCallId}\n`)
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
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

const work = z.object({ ms: z.number().int().min(0).default(0), label: z.string().default('') })

/** Sends an invoice: not safe to run twice (no idempotent hint, no retries). */
export const sendInvoice = createTool({
  id: 'send_invoice',
  description: 'Sends an invoice',
  inputSchema: work,
  outputSchema: z.object({ sent: z.string() }),
  background: { enabled: true },
  execute: async ({ ms, label }, context) => {
    record(context.agent?.toolCallId)
    await sleep(ms, context.abortSignal)
    return { sent: label }
  },
})

/** Fetches a report: safe to retry (idempotent). */
export const fetchReport = createTool({
  id: 'fetch_report',
  description: 'Fetches a report',
  inputSchema: work,
  background: { enabled: true, timeoutMs: 20_000 },
  mcp: { annotations: { idempotentHint: true } },
  execute: async ({ ms, label }, context) => {
    record(context.agent?.toolCallId)
    await sleep(ms, context.abortSignal)
    return `report ${label}`
  },
})

/** Answers with output its `outputSchema` refuses: the worker must catch it. */
export const badOutput = createTool({
  id: 'bad_output',
  description: 'Returns the wrong shape',
  inputSchema: z.object({}),
  outputSchema: z.object({ count: z.number() }),
  background: { enabled: true },
  execute: async () => ({ count: 'many' }) as never,
})

/** Runs until aborted, or its timeout. */
export const slow = createTool({
  id: 'slow',
  description: 'Waits a long time',
  inputSchema: z.object({}),
  background: { enabled: true, timeoutMs: 300 },
  execute: async (_input, context) => {
    record(context.agent?.toolCallId)
    await sleep(60_000, context.abortSignal)
    return 'never'
  },
})

/** Needs approval before it runs in the background. */
export const deleteFile = createTool({
  id: 'delete_file',
  description: 'Deletes a file',
  inputSchema: z.object({ path: z.string() }),
  requireApproval: true,
  background: { enabled: true },
  execute: async ({ path }, context) => {
    record(context.agent?.toolCallId)
    return `deleted ${path}`
  },
})

/** Reads the tenant from the request context on the worker. */
export const whoAmI = createTool({
  id: 'who_am_i',
  description: 'Says the tenant',
  inputSchema: z.object({}),
  requestContextSchema: z.object({ tenant: z.string() }),
  background: { enabled: true },
  execute: async (_input, context) => `tenant ${context.requestContext?.get('tenant')}`,
})

/** Suspends to ask for a time, then books (in the process that resumes it). */
export const bookTable = createTool({
  id: 'book_table',
  description: 'Books a table, asking for the time',
  inputSchema: z.object({ restaurant: z.string() }),
  suspendSchema: z.object({ question: z.string() }),
  resumeSchema: z.object({ time: z.string() }),
  execute: async ({ restaurant }, context) => {
    const resumed = context.agent?.resumeData as { time: string } | undefined
    if (!resumed) return await context.agent?.suspend({ question: `What time at ${restaurant}?` })
    record(context.agent?.toolCallId)
    return `booked ${restaurant} at ${resumed.time}`
  },
})

/** Moves money: a strict schema with a short field, for jobs whose input the tool refuses. */
export const transfer = createTool({
  id: 'transfer',
  description: 'Moves money',
  inputSchema: z.strictObject({ to: z.string().max(64), cents: z.number().int() }),
  background: { enabled: true },
  execute: async ({ to }, context) => {
    record(context.agent?.toolCallId)
    return `sent to ${to}`
  },
})

/**
 * Copies the tenant onto the span active around it, as a careless tool would: the proof that
 * the suite's secret scan reads worker spans (see secret-scan.test.ts).
 */
export const tagsTheSpan = createTool({
  id: 'tags_the_span',
  description: 'Notes the tenant on the active span',
  inputSchema: z.object({}),
  requestContextSchema: z.object({ tenant: z.string() }),
  background: { enabled: true },
  execute: async (_input, context) => {
    const tenant = String(context.requestContext?.get('tenant'))
    trace.getActiveSpan()?.setAttribute('app.tenant', tenant)
    return 'tagged'
  },
})

export const allTools = [
  sendInvoice,
  fetchReport,
  badOutput,
  slow,
  deleteFile,
  whoAmI,
  bookTable,
  transfer,
  tagsTheSpan,
]
