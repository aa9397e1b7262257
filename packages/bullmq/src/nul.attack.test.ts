import { createTool, createToolCallRuntime } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createCallStore } from './call-store'
import { createBullMQExecutor } from './executor'
import { backends, call, useQueueScope } from './test-fixtures/harness'
import { createToolWorker } from './worker'

const echo = createTool({
  id: 'echo',
  description: 'Echoes its argument, with a NUL of its own',
  inputSchema: z.object({ q: z.string() }),
  background: { enabled: true },
  execute: async ({ q }) => ({ q, tail: 'out\u0000put' }),
})
const pay = createTool({
  id: 'pay',
  description: 'Pays after approval',
  inputSchema: z.object({ q: z.string() }),
  requireApproval: true,
  execute: async () => 'paid',
})

// A model can send U+0000 in a call id or an argument, and a tool can answer one; PostgreSQL's
// jsonb refuses the character, which made such calls, their outputs and whole saves fail.
describe.each(backends())('U+0000 from the model or a tool on %s', (_name, url) => {
  const scope = useQueueScope(url)

  it('runs calls whose id, argument or output holds U+0000, and gives each back exactly', async () => {
    const executor = createBullMQExecutor({
      connection: url,
      queueName: scope.queueName,
      pollIntervalMs: 200,
    })
    const worker = createToolWorker({ tools: [echo], connection: url, queueName: scope.queueName })
    scope.closing.push(
      () => executor.close(),
      () => worker.close(),
    )
    await Promise.all([executor.ready(), worker.ready()])
    const runtime = createToolCallRuntime({ tools: [echo], executor })
    call(runtime, 'call\u0000a', 'echo', { q: 'plain' })
    call(runtime, 'b', 'echo', { q: 'nul\u0000arg' })
    const done = await runtime.idle()
    expect(done).toMatchObject([
      {
        toolCallId: 'call\u0000a',
        status: 'completed',
        output: { q: 'plain', tail: 'out\u0000put' },
      },
      { toolCallId: 'b', status: 'completed', output: { q: 'nul\u0000arg', tail: 'out\u0000put' } },
    ])
  }, 30_000)

  it('saves and loads a conversation whose waiting call has U+0000 in its id, with the others', async () => {
    const store = createCallStore({ connection: url, name: `calls_${scope.queueName}` })
    scope.closing.push(() => store.close())
    const runtime = createToolCallRuntime({ tools: [pay] })
    call(runtime, 'p\u0000', 'pay', { q: 'z' })
    call(runtime, 'ok', 'pay', { q: 'y\u0000' })
    await runtime.settle()
    await store.save('conv', runtime.snapshot())
    const loaded = await store.load('conv')
    const ids = loaded.calls.map((waiting) => waiting.toolCallId).sort()
    expect(ids).toEqual(['ok', 'p\u0000'])
    expect(loaded.calls.find((waiting) => waiting.toolCallId === 'ok')).toMatchObject({
      input: { q: 'y\u0000' },
    })
  }, 30_000)
})
