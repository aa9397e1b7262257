import type { ChildProcess } from 'node:child_process'
import { createToolCallRuntime, type ToolChunk } from '@polytool/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createCallStore } from './call-store'
import { createBullMQExecutor } from './executor'
import {
  backends,
  call,
  freshQueue,
  kill,
  spawnAgent,
  spawnWorker,
  until,
  useLedger,
} from './test-fixtures/harness'
import { hasRedisServer, startPostgres, startRedis, type TestServer } from './test-fixtures/servers'
import { allTools } from './test-fixtures/tools'

const servers: Array<[string, () => Promise<TestServer>]> = [['postgres', startPostgres]]
if (hasRedisServer()) servers.push(['redis', startRedis])

describe.each(backends())('worker processes killed mid-call on %s', (_name, url) => {
  let ledger: ReturnType<typeof useLedger>
  let queueName: string
  const children: ChildProcess[] = []
  const closing: Array<() => Promise<void>> = []
  beforeEach(() => {
    ledger = useLedger()
    queueName = freshQueue()
  })
  afterEach(async () => {
    for (const child of children.splice(0)) await kill(child)
    for (const close of closing.splice(0)) await close()
    ledger.dispose()
  })
  const agent = async () => {
    const executor = createBullMQExecutor({ connection: url, queueName, pollIntervalMs: 200 })
    closing.push(() => executor.close())
    await executor.ready()
    return createToolCallRuntime({ tools: allTools, executor })
  }
  const worker = async () => {
    const child = await spawnWorker(url, queueName, ledger.file)
    children.push(child)
    return child
  }

  it('retries an idempotent call on another worker: one result, from the second run', async () => {
    const runtime = await agent()
    const first = await worker()
    call(runtime, 'rep_kill', 'fetch_report', { ms: 1500, label: 'k' })
    await until(() => ledger.runs().length === 1)
    await kill(first)
    await worker()
    const outcomes = await runtime.idle()
    expect(outcomes).toHaveLength(1)
    expect(outcomes[0]).toMatchObject({ status: 'completed', output: 'report k' })
    expect(ledger.runs()).toEqual(['rep_kill', 'rep_kill'])
  })

  it('ends a non-idempotent call with TOOL_INTERRUPTED and never runs it twice', async () => {
    const runtime = await agent()
    const first = await worker()
    call(runtime, 'inv_kill', 'send_invoice', { ms: 1500, label: 'k' })
    await until(() => ledger.runs().length === 1)
    await kill(first)
    await worker()
    const [outcome] = await runtime.idle()
    expect(outcome).toMatchObject({
      status: 'failed',
      error: { code: 'TOOL_INTERRUPTED' },
      modelOutput: { type: 'error-text' },
    })
    // Long enough for a wrong second run (1.5 s lock, 0.5 s stalled checks) to show.
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(ledger.runs()).toEqual(['inv_kill'])
  })
})

describe.each(backends())('the submitting agent process killed on %s', (_name, url) => {
  it('gives the result, once, to a new runtime restored from the call store', async () => {
    const ledger = useLedger()
    const queueName = freshQueue()
    const ids = { conversationId: 'conv_killed', toolCallId: 'inv_orphan' }
    const worker = await spawnWorker(url, queueName, ledger.file)
    const agent = await spawnAgent(url, queueName, ledger.file, ids)
    const executor = createBullMQExecutor({ connection: url, queueName, pollIntervalMs: 200 })
    const store = createCallStore({ connection: url, name: queueName })
    try {
      // The worker runs the call (1.5 s) while the agent that submitted it dies.
      await until(() => ledger.runs().length === 1)
      await kill(agent.child)
      expect(agent.child.signalCode).toBe('SIGKILL')
      expect(agent.said()).not.toContain('delivered')

      await executor.ready()
      const runtime = createToolCallRuntime({
        tools: allTools,
        executor,
        restore: await store.load(ids.conversationId),
      })
      const chunks: ToolChunk[] = []
      const reading = (async () => {
        for await (const chunk of runtime.transcript) chunks.push(chunk)
      })()
      const outcomes = await runtime.idle()
      expect(outcomes).toEqual([
        expect.objectContaining({
          toolCallId: 'inv_orphan',
          status: 'completed',
          output: { sent: 'conv_killed' },
        }),
      ])
      // Long enough for a second delivery (200 ms polls) or a second run to show.
      await new Promise((resolve) => setTimeout(resolve, 1000))
      await runtime.close()
      await reading
      expect(chunks.filter((chunk) => chunk.type === 'tool-output-available')).toHaveLength(1)
      expect(ledger.runs()).toEqual(['inv_orphan'])
    } finally {
      await kill(agent.child)
      await kill(worker)
      await executor.close()
      await store.close()
      ledger.dispose()
    }
  })
})

describe.each(servers)('the %s server restarted mid-run', (_name, start) => {
  it('loses no call: every call finishes after the reconnection, each result once', async () => {
    const ledger = useLedger()
    const server = await start()
    const queueName = freshQueue()
    const executor = createBullMQExecutor({
      connection: server.url,
      queueName,
      pollIntervalMs: 200,
      observer: { log: () => {} },
    })
    const workers = [
      await spawnWorker(server.url, queueName, ledger.file, 4),
      await spawnWorker(server.url, queueName, ledger.file, 4),
    ]
    try {
      await executor.ready()
      const runtime = createToolCallRuntime({ tools: allTools, executor })
      const ids = Array.from({ length: 30 }, (_, index) => `rep_${index}`)
      for (const id of ids) call(runtime, id, 'fetch_report', { ms: 400, label: id })
      await runtime.settle()
      await until(() => ledger.runs().length > 0)
      await server.restart(500)
      const outcomes = await runtime.idle()
      expect(outcomes.map((outcome) => outcome.status)).toEqual(ids.map(() => 'completed'))
      expect(outcomes.map((outcome) => outcome.status === 'completed' && outcome.output)).toEqual(
        ids.map((id) => `report ${id}`),
      )
      expect(new Set(ledger.runs())).toEqual(new Set(ids))
    } finally {
      for (const child of workers) await kill(child)
      await executor.close().catch(() => {})
      await server.stop()
      ledger.dispose()
    }
  })
})
