import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import { RequestContext } from '../request-context'
import { createToolCallRuntime } from './runtime'
import { readAll, streamCall } from './test-fixtures/streaming'

function transferTool(executed: unknown[]) {
  return createTool({
    id: 'transfer',
    description: 'Moves money',
    inputSchema: z.object({ to: z.string(), amount: z.number() }),
    // Small transfers run at once; larger ones need a person, unless the user is an admin.
    requireApproval: ({ amount }, { requestContext }) =>
      amount > 100 && requestContext.get('role') !== 'admin',
    execute: async ({ to, amount }) => {
      executed.push({ to, amount })
      return { sent: amount, to }
    },
  })
}

describe('createToolCallRuntime: approval', () => {
  it('emits tool-call-approval, waits, and runs execute once approved', async () => {
    const executed: unknown[] = []
    const runtime = createToolCallRuntime({ tools: [transferTool(executed)] })
    streamCall(runtime, 'call_1', 'transfer', '{"to":"ana","amount":500}')
    streamCall(runtime, 'call_2', 'transfer', '{"to":"bob","amount":5}')
    const outcomes = await runtime.settle()
    expect(outcomes.map((o) => o.status)).toEqual(['awaiting-approval', 'completed'])
    expect(outcomes[0]).toEqual({
      status: 'awaiting-approval',
      toolCallId: 'call_1',
      toolName: 'transfer',
      input: { to: 'ana', amount: 500 },
    })
    expect(executed).toEqual([{ to: 'bob', amount: 5 }])

    expect(await runtime.approve('call_1')).toMatchObject({
      status: 'completed',
      output: { sent: 500, to: 'ana' },
    })
    expect(executed).toEqual([
      { to: 'bob', amount: 5 },
      { to: 'ana', amount: 500 },
    ])
    await runtime.close()
    const types = (await readAll(runtime.display))
      .filter((chunk) => chunk.toolCallId === 'call_1' && chunk.type !== 'tool-input-delta')
      .map((chunk) => chunk.type)
    expect(types).toEqual([
      'tool-input-start',
      'tool-input-available',
      'tool-call-approval',
      'tool-output-available',
    ])
  })

  it('declines with a result the model can read, without running execute', async () => {
    const executed: unknown[] = []
    const runtime = createToolCallRuntime({ tools: [transferTool(executed)] })
    streamCall(runtime, 'call_1', 'transfer', '{"to":"ana","amount":500}')
    await runtime.settle()
    const outcome = await runtime.decline('call_1', 'the user said no')
    expect(outcome).toEqual({
      status: 'declined',
      toolCallId: 'call_1',
      toolName: 'transfer',
      error: {
        error: true,
        code: 'TOOL_CALL_DECLINED',
        message: 'The call to transfer was declined: the user said no. Do not retry it unchanged.',
        reason: 'the user said no',
      },
      modelOutput: {
        type: 'error-text',
        value: 'The call to transfer was declined: the user said no. Do not retry it unchanged.',
      },
    })
    expect(executed).toEqual([])
    await expect(runtime.approve('call_1')).rejects.toMatchObject({
      name: 'ToolCallRuntimeError',
      code: 'NOT_AWAITING_APPROVAL',
    })
  })

  it('asks the requireApproval function with the request context', async () => {
    const runtime = createToolCallRuntime({
      tools: [transferTool([])],
      requestContext: new RequestContext({ role: 'admin' }),
    })
    streamCall(runtime, 'call_1', 'transfer', '{"to":"ana","amount":500}')
    expect((await runtime.settle())[0]?.status).toBe('completed')
  })

  it('keeps the waiting state as plain JSON: another runtime approves or declines it', async () => {
    const executed: unknown[] = []
    const first = createToolCallRuntime({ tools: [transferTool(executed)] })
    streamCall(first, 'call_1', 'transfer', '{"to":"ana","amount":500}')
    streamCall(first, 'call_2', 'transfer', '{"to":"cy","amount":900}')
    await first.settle()
    const stored = JSON.stringify(first.snapshot())
    expect(JSON.parse(stored)).toEqual({
      version: 1,
      calls: [
        {
          status: 'awaiting-approval',
          toolCallId: 'call_1',
          toolName: 'transfer',
          input: { to: 'ana', amount: 500 },
        },
        {
          status: 'awaiting-approval',
          toolCallId: 'call_2',
          toolName: 'transfer',
          input: { to: 'cy', amount: 900 },
        },
      ],
    })

    const later = createToolCallRuntime({
      tools: [transferTool(executed)],
      restore: JSON.parse(stored),
    })
    expect(await later.approve('call_1')).toMatchObject({
      status: 'completed',
      output: { sent: 500 },
    })
    expect(await later.decline('call_2')).toMatchObject({ status: 'declined' })
    expect(executed).toEqual([{ to: 'ana', amount: 500 }])
    expect(later.snapshot()).toEqual({ version: 1, calls: [] })
  })
})
