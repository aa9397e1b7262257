import type { ChildProcess } from 'node:child_process'
import { createToolCallRuntime } from '@polytool/core'
import { afterAll, describe, expect, it } from 'vitest'
import { createBullMQExecutor } from './executor'
import { backends, call, freshQueue, kill, spawnWorker, useLedger } from './test-fixtures/harness'
import { allTools } from './test-fixtures/tools'

const CALLS = 2000
const WORKERS = 4

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
          Array.from({ length: WORKERS }, () => spawnWorker(url, queueName, ledger.file, 16)),
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
      expect(outcomes.filter((outcome) => outcome.status === 'completed')).toHaveLength(CALLS)
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
