import {
  createToolCallRuntime,
  ToolCallRuntimeError,
  type ToolCallRuntimeSnapshot,
} from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './index.js'

// Snapshots handed back edited: every edit a store or an attacker can make must be refused with
// INVALID_SNAPSHOT before anything runs.

const KEY = 'review key of at least thirty-two bytes!!'
let executed = 0

const transferTool = createTool({
  id: 'transfer',
  description: 'Send money',
  inputSchema: z.object({ to: z.string(), amount: z.number().positive() }).loose(),
  requireApproval: ({ amount }) => amount > 100,
  execute: async ({ to, amount }) => {
    executed++
    return { sent: amount, to }
  },
})

const bookingTool = createTool({
  id: 'book',
  description: 'Books, asking for a time',
  inputSchema: z.object({ amount: z.number() }),
  requireApproval: ({ amount }) => amount > 100,
  suspendSchema: z.object({ question: z.string() }),
  resumeSchema: z.object({ time: z.string() }),
  execute: async (_input, { agent }) => {
    if (agent?.resumeData === undefined) return await agent?.suspend({ question: 'when?' })
    executed++
    return { booked: agent.resumeData.time }
  },
})

async function signedWaiting(
  args: object,
  toolName = 'transfer',
): Promise<ToolCallRuntimeSnapshot> {
  const runtime = createToolCallRuntime({ tools: [transferTool, bookingTool], snapshotKey: KEY })
  runtime.push({ type: 'tool-input-start', toolCallId: 'call_1', toolName })
  runtime.push({
    type: 'tool-input-delta',
    toolCallId: 'call_1',
    inputTextDelta: JSON.stringify(args),
  })
  runtime.push({ type: 'tool-input-end', toolCallId: 'call_1' })
  await runtime.settle()
  const snapshot = await runtime.signedSnapshot()
  await runtime.close()
  // As a store gives it back: JSON text, parsed.
  return JSON.parse(JSON.stringify(snapshot)) as ToolCallRuntimeSnapshot
}

async function restoreError(snapshot: unknown, key: string | undefined = KEY): Promise<unknown> {
  const runtime = createToolCallRuntime({ tools: [transferTool, bookingTool], snapshotKey: key })
  try {
    await runtime.restore(snapshot as ToolCallRuntimeSnapshot)
    return undefined
  } catch (error) {
    return error
  } finally {
    await runtime.close()
  }
}

function expectRefused(error: unknown): void {
  expect(error).toBeInstanceOf(ToolCallRuntimeError)
  expect((error as ToolCallRuntimeError).code).toBe('INVALID_SNAPSHOT')
}

describe('signed snapshots edited in ways canonical JSON might not see', () => {
  it('a __proto__ key added to a signed input (an own key after JSON.parse)', async () => {
    const text = JSON.stringify(await signedWaiting({ to: 'ana', amount: 500 }))
    const edited = JSON.parse(
      text.replace('"input":{', '"input":{"__proto__":{"amount":1,"admin":true},'),
    )
    expect(Object.hasOwn(edited.calls[0].input, '__proto__')).toBe(true)
    expectRefused(await restoreError(edited))
  })

  it('a __proto__ key added at the top level and in a call', async () => {
    const text = JSON.stringify(await signedWaiting({ to: 'ana', amount: 500 }))
    expectRefused(await restoreError(JSON.parse(text.replace('{', '{"__proto__":{"x":1},'))))
    expectRefused(
      await restoreError(
        JSON.parse(text.replace('"toolCallId"', '"__proto__":{"status":"x"},"toolCallId"')),
      ),
    )
  })

  it('a duplicated key whose last copy wins in JSON.parse', async () => {
    const text = JSON.stringify(await signedWaiting({ to: 'ana', amount: 500 }))
    const edited = JSON.parse(text.replace('"to":"ana"', '"to":"ana","to":"mallory"'))
    expectRefused(await restoreError(edited))
  })

  it('a field added with an undefined-looking value, and an empty key', async () => {
    const signed = await signedWaiting({ to: 'ana', amount: 500 })
    expectRefused(await restoreError({ ...signed, extra: null }))
    expectRefused(await restoreError({ ...signed, '': 1 }))
    const [call] = signed.calls
    expectRefused(await restoreError({ ...signed, calls: [{ ...call, approved: true }] }))
  })

  it('awaiting-approval edited into suspended, signed snapshot of another call reused', async () => {
    const signed = await signedWaiting({ to: 'ana', amount: 500 })
    const [call] = signed.calls
    expectRefused(await restoreError({ ...signed, calls: [{ ...call, status: 'suspended' }] }))
    expectRefused(await restoreError({ ...signed, calls: [{ ...call, status: 'completed' }] }))
  })

  it('a signature in another case or with spaces is not a different valid one', async () => {
    const signed = await signedWaiting({ to: 'ana', amount: 500 })
    const signature = String(signed.signature)
    const edited = { ...signed, calls: [{ ...signed.calls[0], input: { to: 'x', amount: 9e9 } }] }
    for (const variant of [signature, signature.toUpperCase(), ` ${signature}`, `${signature}00`]) {
      expectRefused(await restoreError({ ...edited, signature: variant }))
    }
  })

  it('the same signed snapshot twice into one runtime: the second is refused', async () => {
    const signed = await signedWaiting({ to: 'ana', amount: 500 })
    const runtime = createToolCallRuntime({ tools: [transferTool], snapshotKey: KEY })
    await runtime.restore(structuredClone(signed))
    await expect(runtime.restore(structuredClone(signed))).rejects.toMatchObject({
      code: 'INVALID_SNAPSHOT',
    })
    await runtime.close()
  })
})

describe('unsigned snapshots (no snapshotKey) edited', () => {
  it('a suspended call forged for a tool that needs approval for that input never runs', async () => {
    executed = 0
    const forged = {
      version: 1,
      calls: [
        {
          status: 'suspended',
          toolCallId: 'call_1',
          toolName: 'book',
          input: { amount: 5_000 },
          suspendPayload: { question: 'when?' },
        },
      ],
    }
    const error = await restoreError(forged, undefined)
    expectRefused(error)
    expect(executed).toBe(0)
  })

  it('an input the schema refuses, an unknown tool and an unknown status', async () => {
    const base = { status: 'awaiting-approval', toolCallId: 'call_1', toolName: 'transfer' }
    for (const call of [
      { ...base, input: { to: 'ana', amount: -1 } },
      { ...base, toolName: 'nope', input: {} },
      { ...base, toolName: '__proto__', input: {} },
      { ...base, status: 'completed', input: { to: 'ana', amount: 500 } },
      { ...base, status: 'running', input: { to: 'ana', amount: 500 } },
    ]) {
      expectRefused(await restoreError({ version: 1, calls: [call] }, undefined))
    }
  })

  it('a deeply nested input is refused without a stack overflow', async () => {
    let deep: unknown = 1
    for (let level = 0; level < 100_000; level++) deep = [deep]
    const error = await restoreError(
      {
        version: 1,
        calls: [
          {
            status: 'awaiting-approval',
            toolCallId: 'call_1',
            toolName: 'transfer',
            input: { to: 'ana', amount: 500, deep },
          },
        ],
      },
      undefined,
    )
    expectRefused(error)
    expect(String((error as Error).message)).not.toMatch(/call stack/)
  })

  it('getters are never run, and secrets in the snapshot are not quoted', async () => {
    let read = 0
    const call = {
      status: 'awaiting-approval',
      toolCallId: 'call_1',
      toolName: 'transfer',
      note: 'password=Zk9f2q7WmX3pL8vB4nR6',
    }
    Object.defineProperty(call, 'input', {
      enumerable: true,
      get() {
        read++
        return { to: 'ana', amount: 500 }
      },
    })
    const error = await restoreError({ version: 1, calls: [call] }, undefined)
    expectRefused(error)
    expect(read).toBe(0)
    expect(String((error as Error).message)).not.toContain('Zk9f2q7')
  })

  it('an excerpt of a long hostile snapshot is short and redacted', async () => {
    const error = await restoreError(
      {
        version: 1,
        calls: [
          {
            status: 'awaiting-approval',
            toolCallId: `Bearer Zk9f2q7WmX3pL8vB4nR6 ${'x'.repeat(10_000)}`,
            toolName: 42,
            input: {},
          },
        ],
      },
      undefined,
    )
    expectRefused(error)
    const message = String((error as Error).message)
    expect(message).not.toContain('Zk9f2q7')
    expect(message.length).toBeLessThan(1_000)
  })
})
