import type { ChildProcess } from 'node:child_process'
import { context } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { createToolCallRuntime, RequestContext } from '@polytool/core'
import { type Leak, takeLeaks } from '@polytool/telemetry-scan'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createBullMQExecutor } from './executor'
import {
  backends,
  call,
  kill,
  type QueueScope,
  spawnWorker,
  startExecutorAndWorker,
  until,
  useQueueScope,
} from './test-fixtures/harness'
import { createTelemetry } from './test-fixtures/telemetry'
import { allTools } from './test-fixtures/tools'

// The suite's secret scan reaches the worker's spans, in the test's process and in a worker
// process of its own. `tags_the_span` copies the job's request-context tenant onto the worker's
// span, as a careless tool would: the scan must find it there, and it fails the test unless the
// test takes it. Without the scan (or without its hook in the worker process), these tests fail.

const TENANT = 'tenant-scan-proof-81c4e2'

beforeAll(() => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
})
afterAll(() => {
  context.disable()
})

/** The leaks the scan found, polled until the tenant is among them (a process writes late). */
async function leaksUntilFound(): Promise<Leak[]> {
  const found: Leak[] = []
  await until(() => {
    found.push(...takeLeaks())
    return found.some((leak) => leak.value === TENANT)
  })
  return found
}

/** Runs one call of `toolName` with the tenant in its request context; resolves when done. */
async function runAsTenant(scope: QueueScope, toolName: string) {
  const executor = createBullMQExecutor({
    connection: scope.url,
    queueName: scope.queueName,
    pollIntervalMs: 200,
  })
  scope.closing.push(() => executor.close())
  await executor.ready()
  const runtime = createToolCallRuntime({
    tools: allTools,
    executor,
    requestContext: new RequestContext({ tenant: TENANT }),
  })
  call(runtime, `call_${toolName}`, toolName, {})
  return (await runtime.idle())[0]
}

describe.each(backends())('the secret scan on worker spans on %s', (_name, url) => {
  const scope = useQueueScope(url)
  const children: ChildProcess[] = []
  afterEach(async () => {
    for (const child of children.splice(0)) await kill(child, 'SIGTERM')
  })

  it("finds a tenant a tool copied onto the worker's span, in the test's process", async () => {
    const worker = createTelemetry()
    const { executor } = await startExecutorAndWorker(scope, { observer: worker.observer })
    const runtime = createToolCallRuntime({
      tools: allTools,
      executor,
      requestContext: new RequestContext({ tenant: TENANT }),
    })
    call(runtime, 'call_tag', 'tags_the_span', {})
    expect((await runtime.idle())[0]).toMatchObject({ status: 'completed', output: 'tagged' })
    expect(await leaksUntilFound()).toContainEqual({
      value: TENANT,
      where: 'span "execute_tool tags_the_span" attribute app.tenant',
    })
  })

  it('finds a tenant a tool copied onto the span of a worker process of its own', async () => {
    children.push(await spawnWorker(url, scope.queueName, scope.ledger.file))
    expect(await runAsTenant(scope, 'tags_the_span')).toMatchObject({ status: 'completed' })
    expect(await leaksUntilFound()).toContainEqual({
      value: TENANT,
      where: `a spawned process's span "execute_tool tags_the_span" attribute app.tenant`,
    })
  })

  it("keeps the tenant off a worker process's span, even with payloads recorded", async () => {
    children.push(
      await spawnWorker(url, scope.queueName, scope.ledger.file, 1, { recordPayloads: true }),
    )
    expect(await runAsTenant(scope, 'who_am_i')).toMatchObject({
      status: 'completed',
      output: `tenant ${TENANT}`,
    })
    expect(takeLeaks()).toEqual([])
  })
})
