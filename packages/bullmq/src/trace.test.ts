import { createToolCallRuntime } from '@polytool/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createBullMQExecutor } from './executor'
import { backends, call, freshQueue, useLedger } from './test-fixtures/harness'
import { createTelemetry } from './test-fixtures/telemetry'
import { allTools } from './test-fixtures/tools'
import { createToolWorker } from './worker'

describe.each(backends())('trace context across agent and worker on %s', (_name, url) => {
  let ledger: ReturnType<typeof useLedger>
  let queueName: string
  const closing: Array<() => Promise<void>> = []
  const start = async () => {
    const agent = createTelemetry()
    const worker = createTelemetry()
    const executor = createBullMQExecutor({ connection: url, queueName, pollIntervalMs: 200 })
    const toolWorker = createToolWorker({
      tools: allTools,
      connection: url,
      queueName,
      observer: worker.observer,
    })
    closing.push(
      () => executor.close(),
      () => toolWorker.close(),
    )
    await Promise.all([executor.ready(), toolWorker.ready()])
    return { agent, worker, executor }
  }
  beforeEach(() => {
    ledger = useLedger()
    queueName = freshQueue()
  })
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close()
    ledger.dispose()
  })

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
    expect(ledger.runs()).toEqual(['inv_traced'])
  })
})
