// One worker process: runs background tool calls from the queue until it is stopped.
import { createToolWorker } from '@polytool/bullmq'
import { renderReport } from './tools'

const worker = createToolWorker({
  tools: [renderReport],
  connection: process.argv[2]!,
  concurrency: 2,
  // Short, so that a killed worker's call moves to the other one within seconds.
  lockDurationMs: 2000,
  stalledIntervalMs: 500,
})
await worker.ready()
console.log(`[${process.env.WORKER_NAME}] ready`)
process.on('SIGTERM', () => {
  worker.close().then(() => process.exit(0))
})
