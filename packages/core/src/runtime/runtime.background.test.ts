import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import type { BackgroundExecutor, BackgroundTask } from './background'
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

  it('lets an executor decide when tasks run, and cancels one that has not started', async () => {
    const queued: BackgroundTask[] = []
    const executor: BackgroundExecutor = { submit: (task) => queued.push(task) }
    const runtime = createToolCallRuntime({
      tools: [reportTool({ work: async () => 'done' })],
      executor,
    })
    streamCall(runtime, 'first', 'report', '{"topic":"a"}')
    streamCall(runtime, 'second', 'report', '{"topic":"b"}')
    await runtime.settle()
    expect(queued.map((task) => [task.taskId, task.toolName, task.timeoutMs])).toEqual([
      ['task_first', 'report', undefined],
      ['task_second', 'report', undefined],
    ])
    runtime.cancel('second', 'no longer needed')
    await queued[0]!.run(new AbortController().signal)
    const outcomes = await runtime.idle()
    expect(outcomes.map((o) => [o.toolCallId, o.status])).toEqual([
      ['first', 'completed'],
      ['second', 'failed'],
    ])
    expect(outcomes[1]).toMatchObject({
      error: { code: 'TOOL_ABORTED', message: 'Tool report was aborted: no longer needed' },
    })
  })
})
