import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import { RequestContext } from '../request-context'
import type { AnyTool } from '../tool'
import {
  type BackgroundExecutor,
  type BackgroundJob,
  type BackgroundResult,
  createInProcessExecutor,
} from './background'
import { runBackgroundJob } from './background-job'
import { createToolCallRuntime } from './runtime'
import { deferred, readAll, streamCall } from './test-fixtures/streaming'

function reportTool(options: {
  timeoutMs?: number
  work: (signal: AbortSignal) => Promise<string>
}) {
  return createTool({
    id: 'report',
    description: 'Builds a long report',
    inputSchema: z.object({ topic: z.string() }),
    background: {
      enabled: true,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    },
    execute: async (_input, context) => options.work(context.abortSignal!),
  })
}

/** A runtime whose executor only holds its jobs: the test runs them and hands back results. */
function runtimeWithHeldJobs() {
  const queued: Array<{ job: BackgroundJob; tool: AnyTool }> = []
  // The toolCallId of each minted job id, to name cancelled calls by the model's ids.
  const jobIds = new Map<string, string>()
  const results = new Map<string, (result: BackgroundResult) => void>()
  const cancelled: unknown[] = []
  const executor: BackgroundExecutor = {
    submit: (job, local) => {
      jobIds.set(job.jobId, job.toolCallId)
      queued.push({ job, tool: local.tool })
    },
    result: (_jobId, { toolCallId }) => new Promise((resolve) => results.set(toolCallId, resolve)),
    cancel: (jobId, reason) => {
      cancelled.push([jobIds.get(jobId), reason])
    },
  }
  const runtime = createToolCallRuntime({
    tools: [reportTool({ work: async () => 'done' })],
    executor,
  })
  return { runtime, queued, results, cancelled }
}

describe('createToolCallRuntime: background calls', () => {
  it('returns a task handle at once and delivers the result later through the chunk streams', async () => {
    const finish = deferred<string>()
    const runtime = createToolCallRuntime({ tools: [reportTool({ work: () => finish.promise })] })
    streamCall(runtime, 'call_1', 'report', '{"topic":"sales"}')
    const [started] = await runtime.settle()
    expect(started).toEqual({
      status: 'background',
      toolCallId: 'call_1',
      toolName: 'report',
      taskId: 'task_call_1',
      modelOutput: {
        type: 'json',
        value: {
          status: 'running',
          taskId: 'task_call_1',
          note: 'The result will be delivered later.',
        },
      },
    })
    finish.resolve('report ready')
    const [done] = await runtime.idle()
    expect(done).toMatchObject({ status: 'completed', output: 'report ready' })
    await runtime.close()
    const types = (await readAll(runtime.display)).map((chunk) => chunk.type)
    expect(types.slice(-3)).toEqual([
      'tool-input-available',
      'tool-background-started',
      'tool-output-available',
    ])
  })

  it('aborts a background call after its timeoutMs', async () => {
    let seenAbort: unknown
    const runtime = createToolCallRuntime({
      tools: [
        reportTool({
          timeoutMs: 20,
          work: (signal) =>
            new Promise((_resolve, reject) => {
              signal.addEventListener('abort', () => {
                seenAbort = signal.reason
                reject(signal.reason)
              })
            }),
        }),
      ],
    })
    streamCall(runtime, 'call_1', 'report', '{"topic":"sales"}')
    expect((await runtime.settle())[0]?.status).toBe('background')
    const [outcome] = await runtime.idle()
    expect(outcome).toMatchObject({
      status: 'failed',
      error: { code: 'TOOL_TIMEOUT', message: 'Tool report did not finish within 20 ms' },
    })
    expect(seenAbort).toMatchObject({ name: 'ToolTimeoutError' })
  })

  it('lets an executor decide when jobs run, and cancels one that has not started', async () => {
    const { runtime, queued, results, cancelled } = runtimeWithHeldJobs()
    streamCall(runtime, 'first', 'report', '{"topic":"a"}')
    streamCall(runtime, 'second', 'report', '{"topic":"b"}')
    await runtime.settle()
    expect(queued.map(({ job }) => job)).toEqual([
      {
        jobId: expect.stringMatching(/^job_[\w-]{43}$/),
        toolName: 'report',
        toolCallId: 'first',
        input: { topic: 'a' },
        requestContext: {},
        attempt: 1,
      },
      {
        jobId: expect.stringMatching(/^job_[\w-]{43}$/),
        toolName: 'report',
        toolCallId: 'second',
        input: { topic: 'b' },
        requestContext: {},
        attempt: 1,
      },
    ])
    runtime.cancel('second', 'no longer needed')
    expect(cancelled).toEqual([['second', 'no longer needed']])
    const { job, tool } = queued[0]!
    results.get('first')!(
      await runBackgroundJob(tool, job, { signal: new AbortController().signal }),
    )
    const outcomes = await runtime.idle()
    expect(outcomes.map((o) => [o.toolCallId, o.status])).toEqual([
      ['first', 'completed'],
      ['second', 'failed'],
    ])
    expect(outcomes[1]).toMatchObject({
      error: { code: 'TOOL_ABORTED', message: 'Tool report was aborted: no longer needed' },
    })
  })

  it('makes no signal and adds no listener per background call, and still cancels the job', async () => {
    const { runtime, results, cancelled } = runtimeWithHeldJobs()
    // Listeners cost far more than the call's own set, and Node makes each signal with a hidden
    // class of its own: a busy agent adds no listener per call, and makes no signal at all.
    const listen = vi.spyOn(AbortSignal.prototype, 'addEventListener')
    const makeSignal = vi.spyOn(AbortController.prototype, 'signal', 'get')
    try {
      for (let n = 0; n < 20; n++) streamCall(runtime, `call${n}`, 'report', '{"topic":"a"}')
      await runtime.settle()
      expect(listen).not.toHaveBeenCalled()
      expect(makeSignal).not.toHaveBeenCalled()
    } finally {
      listen.mockRestore()
      makeSignal.mockRestore()
    }
    runtime.cancel('call3', 'no longer needed')
    expect(cancelled).toEqual([['call3', 'no longer needed']])
    for (const [toolCallId, resolve] of results) {
      resolve({ status: 'completed', toolCallId, output: 'done' })
    }
    const outcomes = await runtime.idle()
    expect(outcomes.filter((o) => o.status === 'completed')).toHaveLength(19)
    expect(outcomes[3]).toMatchObject({ status: 'failed', error: { code: 'TOOL_ABORTED' } })
  })

  it('submits the job as plain JSON with the request context values and the timeout', async () => {
    const jobs: BackgroundJob[] = []
    const inProcess = createInProcessExecutor()
    const executor: BackgroundExecutor = {
      submit: (job, local) => {
        jobs.push(job)
        return inProcess.submit(job, local)
      },
      result: inProcess.result,
      cancel: inProcess.cancel,
    }
    const requestContext = new RequestContext({ userTier: 'pro', limits: { daily: 3 } })
    const runtime = createToolCallRuntime({
      tools: [reportTool({ timeoutMs: 5000, work: async () => 'ok' })],
      executor,
      requestContext,
    })
    streamCall(runtime, 'call_1', 'report', '{"topic":"sales"}')
    await runtime.idle()
    expect(jobs).toEqual([
      {
        jobId: expect.stringMatching(/^job_[\w-]{43}$/),
        toolName: 'report',
        toolCallId: 'call_1',
        input: { topic: 'sales' },
        requestContext: { userTier: 'pro', limits: { daily: 3 } },
        timeoutMs: 5000,
        attempt: 1,
      },
    ])
    expect(JSON.parse(JSON.stringify(jobs[0]))).toEqual(jobs[0])
  })

  it('runs a tool whose inputSchema transforms its input: the job carries the arguments as sent', async () => {
    const sum = createTool({
      id: 'sum',
      description: 'Adds numbers written as text',
      inputSchema: z.object({ terms: z.string().transform((text) => text.split('+').map(Number)) }),
      background: { enabled: true },
      execute: async ({ terms }) => terms.reduce((total, term) => total + term, 0),
    })
    const runtime = createToolCallRuntime({ tools: [sum] })
    streamCall(runtime, 'call_1', 'sum', '{"terms":"1+2+3"}')
    expect((await runtime.idle())[0]).toMatchObject({ status: 'completed', output: 6 })
  })

  it('refuses a request context value that is not JSON, naming its key, before anything runs', async () => {
    let runs = 0
    const requestContext = new RequestContext({ db: new Map([['a', 1]]), locale: 'fr' })
    const runtime = createToolCallRuntime({
      tools: [reportTool({ work: async () => String(++runs) })],
      requestContext,
      observer: { log: () => {} },
    })
    streamCall(runtime, 'call_1', 'report', '{"topic":"sales"}')
    const [outcome] = await runtime.idle()
    expect(outcome).toMatchObject({
      status: 'failed',
      error: { code: 'BACKGROUND_CONTEXT_NOT_JSON' },
    })
    expect(outcome?.status === 'failed' && outcome.error.message).toContain(
      'request context key db holds an instance of Map',
    )
    expect(runs).toBe(0)
  })

  it('puts background calls in the snapshot; a runtime restored from it receives their result', async () => {
    const finish = deferred<string>()
    const executor = createInProcessExecutor()
    const tools = [reportTool({ work: () => finish.promise })]
    const first = createToolCallRuntime({ tools, executor })
    streamCall(first, 'call_1', 'report', '{"topic":"sales"}')
    await first.settle()
    const snapshot = JSON.parse(JSON.stringify(first.snapshot()))
    expect(snapshot).toEqual({
      version: 1,
      calls: [
        {
          status: 'background',
          toolCallId: 'call_1',
          toolName: 'report',
          input: { topic: 'sales' },
          claim: expect.stringMatching(/^[\w-]{43}$/),
        },
      ],
    })
    const second = createToolCallRuntime({ tools, executor, restore: snapshot })
    expect(second.snapshot().calls).toHaveLength(1)
    // Restoring derives the job id from the claim first (a digest): then the call waits.
    expect((await second.settle())[0]?.status).toBe('background')
    finish.resolve('report ready')
    const [done] = await second.idle()
    expect(done).toMatchObject({ status: 'completed', output: 'report ready' })
    expect(second.snapshot().calls).toEqual([])
  })

  it('fails the call, instead of leaving it running, when the executor refuses the job', async () => {
    const problems: unknown[] = []
    const executor: BackgroundExecutor = {
      submit: async () => {
        throw new Error('queue unreachable')
      },
      result: () => new Promise(() => {}),
      cancel: () => {},
    }
    const runtime = createToolCallRuntime({
      tools: [reportTool({ work: async () => 'never' })],
      executor,
      observer: { log: (_level, _message, data) => problems.push(data?.error) },
    })
    streamCall(runtime, 'call_1', 'report', '{"topic":"sales"}')
    const [outcome] = await runtime.idle()
    expect(outcome).toMatchObject({ status: 'failed', error: { code: 'TOOL_EXECUTION_FAILED' } })
    expect(problems).toEqual([new Error('queue unreachable')])
  })

  it('ends a restored background call as TOOL_INTERRUPTED when its in-process job died with its process', async () => {
    const tools = [reportTool({ work: async () => 'never' })]
    const runtime = createToolCallRuntime({
      tools,
      restore: {
        version: 1,
        calls: [
          {
            status: 'background',
            toolCallId: 'gone',
            toolName: 'report',
            input: { topic: 'x' },
            claim: 'c'.repeat(43),
          },
        ],
      },
    })
    const [outcome] = await runtime.idle()
    expect(outcome).toMatchObject({ status: 'failed', error: { code: 'TOOL_INTERRUPTED' } })
  })
})
