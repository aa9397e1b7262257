import {
  type BackgroundJob,
  createTool,
  createToolCallRuntime,
  RequestContext,
  ToolError,
} from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createBullMQExecutor } from './executor'
import { backends, call, startExecutorAndWorker, useQueueScope } from './test-fixtures/harness'
import { createTelemetry } from './test-fixtures/telemetry'
import { allTools } from './test-fixtures/tools'
import { createToolWorker } from './worker'

// Job data is written by whoever can reach the queue: each of these must start a new trace.
const HOSTILE: Array<[string, unknown]> = [
  ['not hex', '00-zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz-zzzzzzzzzzzzzzzz-01'],
  ['an all-zero trace id', `00-${'0'.repeat(32)}-${'1'.repeat(16)}-01`],
  ['version ff', `ff-${'a'.repeat(32)}-${'b'.repeat(16)}-01`],
  ['a megabyte', `00-${'a'.repeat(1_000_000)}`],
  ['a number', 42],
  ['an object', { traceparent: `00-${'a'.repeat(32)}-${'b'.repeat(16)}-01` }],
]

describe.each(backends())('a hostile traceparent in a job on %s', (_name, url) => {
  const scope = useQueueScope(url)
  const start = async () => {
    const worker = createTelemetry()
    const { executor } = await startExecutorAndWorker(scope, { observer: worker.observer })
    return { worker, executor }
  }

  it.each(HOSTILE)(
    'ignores a traceparent that is %s: a new trace, the call runs',
    async (_what, traceparent) => {
      const { worker, executor } = await start()
      const jobId = `job_${'h'.repeat(43)}`
      const job = {
        jobId,
        toolName: 'send_invoice',
        toolCallId: 'inv_hostile',
        input: { ms: 0, label: 'H' },
        requestContext: {},
        attempt: 1,
        traceparent,
      } as unknown as BackgroundJob
      await executor.submit(job, { tool: allTools.find((tool) => tool.id === 'send_invoice')! })
      const result = await executor.result(jobId, {
        toolCallId: 'inv_hostile',
        toolName: 'send_invoice',
      })
      expect(result).toEqual({
        status: 'completed',
        toolCallId: 'inv_hostile',
        output: { sent: 'H' },
      })
      const ran = worker.span('execute_tool send_invoice')
      expect(ran.parentSpanContext).toBeUndefined()
      expect(ran.spanContext().traceId).not.toBe('0'.repeat(32))
      expect(JSON.stringify(ran.links)).toBe('[]')
      expect(scope.ledger.runs()).toEqual(['inv_hostile'])
    },
  )
})

// A background tool fails with the job's request-context value in the thrown error's own `code`
// (a library that names its errors after its input): the worker's span must not record it.
const TENANT = 'tenant-secret-4e1d97'
const failsWithTenant = createTool({
  id: 'fails_with_tenant',
  description: 'Fails, quoting the tenant in its code',
  inputSchema: z.object({ kind: z.enum(['field', 'tool-error']) }),
  background: { enabled: true },
  execute: async ({ kind }, context) => {
    const tenant = String(context.requestContext?.get('tenant'))
    if (kind === 'tool-error') throw new ToolError('nope', { code: `NO_${tenant}` })
    throw Object.assign(new Error('upstream failed'), { code: `E_${tenant}` })
  },
})

describe.each(backends())("a thrown code quoting the job's request context on %s", (_name, url) => {
  const scope = useQueueScope(url)

  it.each([
    ['field', 'TOOL_EXECUTION_FAILED', undefined],
    ['tool-error', 'TOOL_ERROR', 'NO_[redacted]'],
  ])('stays out of the worker span (%s)', async (kind, errorType, toolErrorCode) => {
    const worker = createTelemetry()
    const { url: connection, queueName } = scope
    const executor = createBullMQExecutor({ connection, queueName, pollIntervalMs: 200 })
    const running = createToolWorker({
      tools: [failsWithTenant],
      connection,
      queueName,
      observer: worker.observer,
    })
    scope.closing.push(
      () => executor.close(),
      () => running.close(),
    )
    await Promise.all([executor.ready(), running.ready()])
    const runtime = createToolCallRuntime({
      tools: [failsWithTenant],
      executor,
      requestContext: new RequestContext({ tenant: TENANT }),
    })
    call(runtime, 'call_tenant', 'fails_with_tenant', { kind })
    const [done] = await runtime.idle()
    expect(done?.status).toBe('failed')
    const ran = worker.span('execute_tool fails_with_tenant')
    expect(JSON.stringify([ran.attributes, ran.status, ran.events])).not.toContain(TENANT)
    expect(ran.attributes['error.type']).toBe(errorType)
    expect(ran.attributes['polytool.tool.error_code']).toBe(toolErrorCode)
  })
})
