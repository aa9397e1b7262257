import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import { createToolCallRuntime } from './runtime'
import { readAll, streamCall } from './test-fixtures/streaming'

function bookingTool(seen: unknown[]) {
  return createTool({
    id: 'book-table',
    description: 'Books a restaurant table, asking the user to confirm the time',
    inputSchema: z.object({ restaurant: z.string() }),
    outputSchema: z.object({ booked: z.boolean(), time: z.string() }),
    suspendSchema: z.object({ question: z.string() }),
    resumeSchema: z.object({ time: z.string().regex(/^\d\d:\d\d$/) }),
    execute: async ({ restaurant }, context) => {
      seen.push(context.agent?.resumeData)
      if (!context.agent?.resumeData) {
        return await context.agent?.suspend({ question: `What time at ${restaurant}?` })
      }
      return { booked: true, time: context.agent.resumeData.time }
    },
  })
}

describe('createToolCallRuntime: suspend and resume', () => {
  it('suspends, survives JSON serialisation, and resumes in a new runtime', async () => {
    const seen: unknown[] = []
    const first = createToolCallRuntime({ tools: [bookingTool(seen)] })
    streamCall(first, 'call_1', 'book-table', '{"restaurant":"Chez Lu"}')
    const [suspended] = await first.settle()
    expect(suspended).toEqual({
      status: 'suspended',
      toolCallId: 'call_1',
      toolName: 'book-table',
      suspendPayload: { question: 'What time at Chez Lu?' },
    })
    const stored = JSON.stringify(first.snapshot())
    await first.close()
    expect((await readAll(first.display)).at(-1)).toMatchObject({
      type: 'tool-call-suspended',
      payload: { suspendPayload: { question: 'What time at Chez Lu?' } },
    })

    // A fresh runtime, as in another process after a restart.
    const later = createToolCallRuntime({ tools: [bookingTool(seen)], restore: JSON.parse(stored) })
    const resumed = await later.resume('call_1', { time: '20:30' })
    expect(resumed).toMatchObject({ status: 'completed', output: { booked: true, time: '20:30' } })
    expect(seen).toEqual([undefined, { time: '20:30' }])
    await later.close()
    expect((await readAll(later.display)).map((chunk) => chunk.type)).toEqual([
      'tool-call-resumed',
      'tool-output-available',
    ])
  })

  it('refuses resume data that fails resumeSchema: the call stays suspended', async () => {
    const seen: unknown[] = []
    const runtime = createToolCallRuntime({ tools: [bookingTool(seen)] })
    streamCall(runtime, 'call_1', 'book-table', '{"restaurant":"Chez Lu"}')
    await runtime.settle()
    const refused = await runtime.resume('call_1', { time: 'eightish' })
    expect(refused).toMatchObject({
      status: 'suspended',
      suspendPayload: { question: 'What time at Chez Lu?' },
      error: { code: 'TOOL_RESUME_DATA_INVALID' },
    })
    expect(seen).toEqual([undefined])
    expect(runtime.snapshot().calls).toHaveLength(1)
    expect(await runtime.resume('call_1', { time: '19:00' })).toMatchObject({ status: 'completed' })
  })

  it('keeps suspending with an invalid payload, and reports the error', async () => {
    const tool = createTool({
      id: 'ask',
      description: 'Asks the user',
      suspendSchema: z.object({ question: z.string() }),
      execute: async (_input, context) => {
        await context.agent?.suspend({ question: 42 } as never)
      },
    })
    const runtime = createToolCallRuntime({ tools: [tool], observer: { log: () => {} } })
    streamCall(runtime, 'call_1', 'ask', '{}')
    expect((await runtime.settle())[0]).toMatchObject({
      status: 'suspended',
      suspendPayload: { question: 42 },
      error: { code: 'TOOL_SUSPEND_PAYLOAD_INVALID' },
    })
  })

  it('refuses to restore a snapshot that does not fit the runtime', () => {
    const tools = [bookingTool([])]
    expect(() =>
      createToolCallRuntime({
        tools,
        restore: {
          version: 1,
          calls: [
            {
              status: 'suspended',
              toolCallId: 'c',
              toolName: 'gone',
              input: {},
              suspendPayload: 1,
            },
          ],
        },
      }),
    ).toThrow(
      'Cannot restore the snapshot: calls[0].toolName must be the name of a tool of this runtime, received "gone"',
    )
    expect(() => createToolCallRuntime({ tools, restore: { version: 2 } as never })).toThrow(
      expect.objectContaining({ name: 'ToolCallRuntimeError', code: 'INVALID_SNAPSHOT' }),
    )
  })
})
