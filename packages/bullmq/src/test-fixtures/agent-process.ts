// A submitting agent instance as its own process, for the "submitting instance killed" test.
// argv: connection URL, queue name, conversation id, tool call id. It submits one background
// `send_invoice` call, keeps its runtime's snapshot in the call store as an instance should,
// says "saved" on stdout, then waits for the result (and says "delivered" if it ever gets it).
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base'
import { createToolCallRuntime } from '@polytool/core'
import { createOtelObserver } from '@polytool/otel'
import { scanThisProcess } from '@polytool/telemetry-scan/process'
import { createCallStore } from '../call-store'
import { createBullMQExecutor } from '../executor'
import { call } from './harness'
import { allTools } from './tools'

// It traces with the real OTel SDK, and the test's secret scan reads its spans.
scanThisProcess()

const [url, queueName, conversationId, toolCallId] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
]
const executor = createBullMQExecutor({ connection: url, queueName, pollIntervalMs: 200 })
const store = createCallStore({ connection: url, name: queueName })
await executor.ready()
const observer = createOtelObserver({
  tracer: new BasicTracerProvider().getTracer('agent'),
  log: () => {},
})
const runtime = createToolCallRuntime({ tools: allTools, executor, observer })
call(runtime, toolCallId, 'send_invoice', { ms: 1500, label: conversationId })
const [outcome] = await runtime.settle()
if (outcome?.status !== 'background')
  throw new Error(`expected a background call: ${outcome?.status}`)
await store.save(conversationId, runtime.snapshot())
process.stdout.write('saved\n')
await runtime.idle()
process.stdout.write('delivered\n')
