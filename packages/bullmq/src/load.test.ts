import type { ChildProcess } from 'node:child_process'
import { createToolCallRuntime } from '@polytool/core'
import { afterAll, describe, expect, it } from 'vitest'
import { createBullMQExecutor } from './executor'
import { backends, call, freshQueue, kill, spawnWorker, useLedger } from './test-fixtures/harness'
import { allTools } from './test-fixtures/tools'

const CALLS = 2000
const WORKERS = 4
// BullMQ's own default lock. The fixture's short lock is for the fault tests; under load on a
// busy machine a worker's event loop can pause longer than it, and a call found stalled is
// interrupted rather than run twice (see the fault tests), which is not what this test measures.
const LOCK_MS = 30_000

describe.each(backends())('load on %s', (_name, url) => {
  const children: ChildProcess[] = []
  afterAll(async () => {
    for (const child of children.splice(0)) await kill(child)
  })

  it(`delivers ${CALLS} background calls over ${WORKERS} worker processes, each result exactly once`, async () => {
    const ledger = useLedger()
    const queueName = freshQueue()
    const executor = createBullMQExecutor({ connection: url, queueName })
    try {
      children.push(
        ...(await Promise.all(
          Array.from({ length: WORKERS }, () =>
            spawnWorker(url, queueName, ledger.file, 16, { lockMs: LOCK_MS }),
          ),
        )),
      )
      await executor.ready()
      const runtime = createToolCallRuntime({ tools: allTools, executor })
      const ids = Array.from({ length: CALLS }, (_, index) => `inv_${index}`)
      for (const id of ids) call(runtime, id, 'send_invoice', { label: id })
      const delivered = new Map<string, number>()
      const reading = (async () => {
        for await (const chunk of runtime.transcript) {
          if (chunk.type === 'tool-output-available' || chunk.type === 'tool-output-error') {
            delivered.set(chunk.toolCallId, (delivered.get(chunk.toolCallId) ?? 0) + 1)
          }
        }
      })()
      const outcomes = await runtime.idle()
      await runtime.close()
      await reading
      // Every call completes: anything else is counted by status and code, so a failure says why.
      const notCompleted = new Map<string, number>()
      for (const outcome of outcomes) {
        if (outcome.status === 'completed') continue
        const key = `${outcome.status} ${(outcome as { error?: { code?: string } }).error?.code}`
        notCompleted.set(key, (notCompleted.get(key) ?? 0) + 1)
      }
      expect(Object.fromEntries(notCompleted)).toEqual({})
      expect(outcomes).toHaveLength(CALLS)
      expect(
        outcomes.every(
          (o) => o.status === 'completed' && (o.output as { sent: string }).sent === o.toolCallId,
        ),
      ).toBe(true)
      expect(delivered.size).toBe(CALLS)
      expect([...delivered.values()].every((count) => count === 1)).toBe(true)
      const runs = ledger.runs()
      expect(runs).toHaveLength(CALLS)
      expect(new Set(runs)).toEqual(new Set(ids))
    } finally {
      await executor.close()
      ledger.dispose()
    }
  })
})
