// A worker process of the bench: polytool's `createToolWorker`, or a BullMQ `Worker` written by
// hand, on the server and fresh queue each round names. Environment: BENCH_SIDE, BENCH_CONCURRENCY.
import { createToolWorker } from '@polytool/bullmq'
import { serve } from './ipc'
import { startProfile, stopProfile } from './profile'
import { backendClasses, noop, type Side } from './setup'
import { type Usage, usageWindow } from './usage'

const side = process.env.BENCH_SIDE as Side
const concurrency = Number(process.env.BENCH_CONCURRENCY)

let close: (() => Promise<void>) | undefined
let spent: (() => Usage) | undefined

async function start(url: string, queueName: string): Promise<() => Promise<void>> {
  if (side === 'polytool') {
    const worker = createToolWorker({ tools: [noop], connection: url, queueName, concurrency })
    await worker.ready()
    return () => worker.close()
  }
  const { Worker, connection } = backendClasses(url)
  const worker = new Worker(queueName, async (job) => ({ n: job.data.input.n }), {
    connection,
    concurrency,
  })
  await worker.waitUntilReady()
  return () => worker.close()
}

serve({
  // Connects to the round's queue; the work starts once the agent submits.
  start: async ({ url, queueName }) => {
    close = await start(url as string, queueName as string)
    return {}
  },
  // The round begins: what this process spends from now on is counted.
  mark: async () => {
    await startProfile()
    spent = usageWindow()
    return {}
  },
  // The round is over: what it spent, then the worker closes (uncounted).
  stop: async () => {
    const usage = spent!()
    await stopProfile(`${side}-worker-${process.pid}`)
    await close!()
    return { ...usage }
  },
})
