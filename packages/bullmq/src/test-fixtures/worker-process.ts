// A tool worker as its own process, for the fault and load tests.
// argv: connection URL, queue name, concurrency. Says "ready" on stdout once connected.
// It traces with the real OTel SDK, as a deployed worker would, and the test's secret scan reads
// its spans; POLYTOOL_TEST_RECORD_PAYLOADS=1 is the host's opt-in to recording payloads.
// POLYTOOL_TEST_LOCK_MS sets the job lock: short by default, so the fault tests see a killed
// worker's calls come back quickly.
import { context } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base'
import { createOtelObserver } from '@polytool/otel'
import { scanThisProcess } from '@polytool/telemetry-scan/process'
import { createToolWorker } from '../worker'
import { allTools } from './tools'

scanThisProcess()
context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())

const [url, queueName, concurrency] = process.argv.slice(2)
const worker = createToolWorker({
  tools: allTools,
  connection: url!,
  queueName: queueName!,
  concurrency: Number(concurrency ?? 1),
  lockDurationMs: Number(process.env.POLYTOOL_TEST_LOCK_MS || 1500),
  stalledIntervalMs: 500,
  observer: createOtelObserver({
    tracer: new BasicTracerProvider().getTracer('worker'),
    recordPayloads: process.env.POLYTOOL_TEST_RECORD_PAYLOADS === '1',
    log: () => {},
  }),
})
await worker.ready()
process.stdout.write('ready\n')
process.on('SIGTERM', () => {
  worker.close().then(() => process.exit(0))
})
