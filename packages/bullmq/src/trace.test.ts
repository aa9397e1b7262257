import { createToolCallRuntime } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { backends, call, startExecutorAndWorker, useQueueScope } from './test-fixtures/harness'
import { createTelemetry } from './test-fixtures/telemetry'
import { allTools } from './test-fixtures/tools'

describe.each(backends())('trace context across agent and worker on %s', (_name, url) => {
  const scope = useQueueScope(url)
  const start = async () => {
    const agent = createTelemetry()
    const worker = createTelemetry()
    const { executor } = await startExecutorAndWorker(scope, { observer: worker.observer })
    return { agent, worker, executor }
  }

  it("makes the worker's execute_tool span a child of the agent's, in one trace", async () => {
    const { agent, worker, executor } = await start()
    const runtime = createToolCallRuntime({ tools: allTools, executor, observer: agent.observer })
    call(runtime, 'inv_traced', 'send_invoice', { label: 'T-1' })
    const [done] = await runtime.idle()
    expect(done).toMatchObject({ status: 'completed', output: { sent: 'T-1' } })
    const submitted = agent.span('execute_tool send_invoice')
    const ran = worker.span('execute_tool send_invoice')
    expect(ran.spanContext().traceId).toBe(submitted.spanContext().traceId)
    expect(ran.parentSpanContext?.spanId).toBe(submitted.spanContext().spanId)
    expect(ran.parentSpanContext?.isRemote).toBe(true)
    expect(ran.attributes['polytool.tool.outcome']).toBe('completed')
    expect(scope.ledger.runs()).toEqual(['inv_traced'])
  })
})
