// A tool worker as its own process, for the fault and load tests.
// argv: connection URL, queue name, concurrency. Says "ready" on stdout once connected.
import { createToolWorker } from '../worker'
import { allTools } from './tools'

const [url, queueName, concurrency] = process.argv.slice(2)
const worker = createToolWorker({
  tools: allTools,
  connection: url!,
  queueName: queueName!,
  concurrency: Number(concurrency ?? 1),
  lockDurationMs: 1500,
  stalledIntervalMs: 500,
  observer: { log: () => {} },
})
await worker.ready()
process.stdout.write('ready\n')
process.on('SIGTERM', () => {
  worker.close().then(() => process.exit(0))
})
