import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import type { BackgroundExecutor, BackgroundResult } from './background'
import { createToolCallRuntime } from './runtime'
import { streamCall } from './test-fixtures/streaming'

// Node's own modules and `process`, reached without Node's types: core is checked without them.
const load = (name: string) => import(/* @vite-ignore */ name)
const { setFlagsFromString } = (await load('node:v8')) as {
  setFlagsFromString(flags: string): void
}
const { runInNewContext } = (await load('node:vm')) as { runInNewContext(code: string): unknown }
const { process } = globalThis as unknown as {
  process: { memoryUsage(): { heapUsed: number } }
}
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

const noop = createTool({
  id: 'noop',
  description: 'Does nothing',
  inputSchema: z.object({ n: z.number() }),
  background: { enabled: true },
  execute: async ({ n }) => ({ n }),
})

describe('createToolCallRuntime: memory kept per finished call', () => {
  // A runtime keeps its calls (and unread chunks) until it is dropped: what each finished call
  // keeps is scanned by every garbage collection meanwhile. It was 3.9 to 4 kB per background
  // call, with its parser, a hidden class per outcome, spread keys kept in arrays of their own
  // and an AbortSignal nobody read; then 2.1 kB, with a set of abort callbacks per call, the
  // grown arrays of its steps and waiters, and a chunk object per stream; it is about 1.7 kB now.
  it('keeps under 1.95 kB per finished background call, its unread chunks included', async () => {
    const calls = 2000
    const results = new Map<string, (result: BackgroundResult) => void>()
    const executor: BackgroundExecutor = {
      submit: (job) => {
        setTimeout(() =>
          results.get(job.jobId)?.({
            status: 'completed',
            toolCallId: job.toolCallId,
            output: job.input,
          }),
        )
      },
      result: (jobId) => new Promise((resolve) => results.set(jobId, resolve)),
      cancel: () => {},
    }
    // A first runtime compiles the code paths, so their bytecode and feedback are not counted.
    const warmup = createToolCallRuntime({ tools: [noop], executor })
    for (let n = 0; n < 200; n++) streamCall(warmup, `w${n}`, 'noop', `{"n":${n}}`, 1000)
    await warmup.idle()
    await warmup.close()
    results.clear()
    const runtime = createToolCallRuntime({ tools: [noop], executor })
    gc()
    const before = process.memoryUsage().heapUsed
    for (let n = 0; n < calls; n++) streamCall(runtime, `c${n}`, 'noop', `{"n":${n}}`, 1000)
    const outcomes = await runtime.idle()
    results.clear()
    gc()
    const perCall = (process.memoryUsage().heapUsed - before) / calls
    expect(outcomes.every((outcome) => outcome.status === 'completed')).toBe(true)
    expect(perCall).toBeLessThan(1950)
  })
})
