// The agent process of the bench: submits every call of a round at once, as a runtime does
// with the calls of a model turn, and waits for every result. polytool's side streams each
// call into a runtime on `createBullMQExecutor`; BullMQ's side adds the same jobs to a `Queue`
// by hand and waits on `QueueEvents` and the same slow poll. Environment: BENCH_SIDE.
import { randomBytes } from 'node:crypto'
import { type BullMQExecutor, createBullMQExecutor } from '@polytool/bullmq'
import { type BackgroundExecutor, createToolCallRuntime } from '@polytool/core'
import type { Queue, QueueEvents } from 'bullmq'
import { serve } from './ipc'
import { startProfile, stopProfile } from './profile'
import { backendClasses, noop, POLL_MS, type Side } from './setup'
import { usageWindow } from './usage'

const side = process.env.BENCH_SIDE as Side

let executor: BullMQExecutor | undefined
let handMade: { queue: Queue; events: QueueEvents } | undefined

async function open(url: string, queueName: string): Promise<void> {
  if (side === 'polytool') {
    executor = createBullMQExecutor({ connection: url, queueName, pollIntervalMs: POLL_MS })
    await executor.ready()
    return
  }
  const { Queue, QueueEvents, connection } = backendClasses(url)
  handMade = {
    queue: new Queue(queueName, { connection }),
    events: new QueueEvents(queueName, { connection }),
  }
  await Promise.all([handMade.queue.waitUntilReady(), handMade.events.waitUntilReady()])
}

// Runs `calls` calls; `done(n)` as the result of call n reaches the runtime.
async function polytoolCalls(calls: number, done: (index: number) => void): Promise<void> {
  const inner = executor!
  // The executor, timing each result as the runtime receives it.
  const timed: BackgroundExecutor = {
    submit: (job, local) => inner.submit(job, local),
    result: async (jobId, call) => {
      const result = await inner.result(jobId, call)
      done(Number(call.toolCallId.slice(1)))
      return result
    },
    cancel: (jobId, reason) => inner.cancel(jobId, reason),
  }
  const runtime = createToolCallRuntime({ tools: [noop], executor: timed })
  for (let n = 0; n < calls; n++) {
    const toolCallId = `c${n}`
    runtime.push({ type: 'tool-input-start', toolCallId, toolName: 'noop' })
    runtime.push({ type: 'tool-input-delta', toolCallId, inputTextDelta: `{"n":${n}}` })
    runtime.push({ type: 'tool-input-end', toolCallId })
  }
  const outcomes = await runtime.idle()
  const failed = outcomes.find((outcome) => outcome.status !== 'completed')
  if (failed !== undefined) throw new Error(`call ${failed.toolCallId} ended ${failed.status}`)
}

async function bullmqCalls(calls: number, done: (index: number) => void): Promise<void> {
  const { queue, events } = handMade!
  const waiting = new Map<string, number>()
  let finish: () => void
  const finished = new Promise<void>((resolve) => {
    finish = resolve
  })
  const complete = (jobId: string) => {
    const index = waiting.get(jobId)
    if (index === undefined) return
    waiting.delete(jobId)
    done(index)
    if (waiting.size === 0) finish()
  }
  events.on('completed', ({ jobId }) => complete(jobId))
  // Events can be missed (PostgreSQL's event stream loses some under load): the same slow poll
  // as the executor's finds them, so both sides wait for every result the same way.
  let polling: Promise<void> = Promise.resolve()
  const poller = setInterval(() => {
    polling = (async () => {
      for (const jobId of [...waiting.keys()].slice(0, 100)) {
        if ((await queue.getJobState(jobId)) === 'completed') complete(jobId)
      }
    })().catch(() => {})
  }, POLL_MS)
  const adding: Array<Promise<unknown>> = []
  for (let n = 0; n < calls; n++) {
    // A random id as long as the runtime's, and the very payload its runtime sends: the same
    // bytes travel, are stored and are parsed on both sides.
    const jobId = `job_${randomBytes(32).toString('base64url')}`
    waiting.set(jobId, n)
    const job = {
      jobId,
      toolName: 'noop',
      toolCallId: `c${n}`,
      input: { n },
      requestContext: {},
      attempt: 1,
    }
    adding.push(queue.add('noop', job, { jobId, attempts: 1 }))
  }
  await Promise.all(adding)
  await finished
  clearInterval(poller)
  await polling
  events.removeAllListeners('completed')
}

serve({
  open: async ({ url, queueName }) => {
    await open(url as string, queueName as string)
    return {}
  },
  // One round: every call submitted at once; answers the time and usage until the last result.
  run: async ({ calls }) => {
    const count = calls as number
    const latencies = new Array<number>(count)
    await startProfile()
    const spent = usageWindow()
    const start = performance.now()
    const done = (index: number) => {
      latencies[index] = performance.now() - start
    }
    await (side === 'polytool' ? polytoolCalls(count, done) : bullmqCalls(count, done))
    const totalMs = performance.now() - start
    const usage = spent()
    await stopProfile(`${side}-agent`)
    return { totalMs, ...usage, latencies }
  },
  close: async () => {
    await executor?.close()
    if (handMade !== undefined) {
      await Promise.all([handMade.events.close(), handMade.queue.close()])
    }
    executor = undefined
    handMade = undefined
    return {}
  },
})
