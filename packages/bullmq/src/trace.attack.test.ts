import type { BackgroundJob } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { backends, startExecutorAndWorker, useQueueScope } from './test-fixtures/harness'
import { createTelemetry } from './test-fixtures/telemetry'
import { allTools } from './test-fixtures/tools'

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
