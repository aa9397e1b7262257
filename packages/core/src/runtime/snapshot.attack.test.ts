import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import { createToolCallRuntime } from './runtime'
import type { ToolCallRuntimeSnapshot } from './snapshot'
import { streamCall } from './test-fixtures/streaming'

const KEY = 'a-32-byte-or-longer-host-secret-for-tests'
const OTHER_KEY = 'another-32-byte-or-longer-host-secret!!'
const SECRET = 'sk-live-0123456789abcdefghijklmnop'

/** Moves money: above 100 a person must approve. Records every execute it runs. */
function transferTool(executed: unknown[]) {
  return createTool({
    id: 'transfer',
    description: 'Moves money',
    inputSchema: z.object({ to: z.string(), amount: z.number() }),
    requireApproval: ({ amount }) => amount > 100,
    execute: async (input) => {
      executed.push(input)
      return { sent: input.amount }
    },
  })
}

/** Always needs approval, then suspends to ask for a confirmation code before moving money. */
function wireTool(executed: unknown[]) {
  return createTool({
    id: 'wire',
    description: 'Wires money after a confirmation code',
    inputSchema: z.object({ amount: z.number() }),
    resumeSchema: z.object({ code: z.string() }),
    requireApproval: true,
    execute: async (input, context) => {
      if (!context.agent?.resumeData) return await context.agent?.suspend({ ask: 'code' })
      executed.push(input)
      return { wired: input.amount }
    },
  })
}

async function waitingTransfer(executed: unknown[], options = {}) {
  const runtime = createToolCallRuntime({ tools: [transferTool(executed)], ...options })
  streamCall(runtime, 'call_1', 'transfer', '{"to":"ana","amount":500}')
  await runtime.settle()
  return runtime
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => {
      throw new Error('expected a refusal')
    },
    (caught: unknown) => caught as { name: string; code: string; message: string },
  )
  expect(error).toMatchObject({ name: 'ToolCallRuntimeError', code: 'INVALID_SNAPSHOT' })
  return error
}

describe('restore: an edited, unsigned snapshot', () => {
  it('refuses a call flipped from awaiting-approval to suspended, and never runs it', async () => {
    const executed: unknown[] = []
    const stored = (await waitingTransfer(executed)).snapshot()
    const call = stored.calls[0]!
    const edited = {
      version: 1,
      calls: [{ ...call, status: 'suspended', input: { to: 'mallory', amount: 9000 } }],
    } as ToolCallRuntimeSnapshot

    const later = createToolCallRuntime({ tools: [transferTool(executed)] })
    const error = await refusal(later.restore(edited))
    expect(error.message).toContain('calls[0].status must be "awaiting-approval"')
    await expect(later.resume('call_1', {})).rejects.toMatchObject({ code: 'UNKNOWN_TOOL_CALL' })

    // The option form refuses it too: the call never exists, so resume cannot run it.
    const legacy = createToolCallRuntime({ tools: [transferTool(executed)], restore: edited })
    await refusal(legacy.resume('call_1', {}))
    expect(legacy.snapshot().calls).toEqual([])
    expect(executed).toEqual([])
  })

  it('keeps a flipped call whose input needs no approval: it was never gated', async () => {
    const executed: unknown[] = []
    const runtime = createToolCallRuntime({ tools: [transferTool(executed)] })
    const outcomes = await runtime.restore({
      version: 1,
      calls: [
        {
          status: 'suspended',
          toolCallId: 'c',
          toolName: 'transfer',
          input: { to: 'bo', amount: 5 },
          suspendPayload: null,
        },
      ],
    })
    expect(outcomes).toEqual([
      { status: 'suspended', toolCallId: 'c', toolName: 'transfer', suspendPayload: null },
    ])
  })

  it('refuses an input swapped for one that fails inputSchema', async () => {
    const executed: unknown[] = []
    const stored = (await waitingTransfer(executed)).snapshot()
    const swapped = {
      version: 1,
      calls: [{ ...stored.calls[0]!, input: { to: 'ana', amount: 'all of it', apiKey: SECRET } }],
    } as ToolCallRuntimeSnapshot
    const later = createToolCallRuntime({ tools: [transferTool(executed)] })
    const error = await refusal(later.restore(swapped))
    expect(error.message).toContain('calls[0].input does not match the inputSchema of transfer')
    expect(error.message).not.toContain(SECRET)
    expect(executed).toEqual([])
  })

  it('refuses a signed snapshot when the runtime has no key to check it', async () => {
    const signedRuntime = await waitingTransfer([], { snapshotKey: KEY })
    const signed = await signedRuntime.signedSnapshot()
    const error = await refusal(
      createToolCallRuntime({ tools: [transferTool([])] }).restore(signed),
    )
    expect(error.message).toContain('no snapshotKey')
  })
})

describe('restore: signed snapshots', () => {
  it('restores its own signed snapshot after a JSON round trip, and approval still gates', async () => {
    const executed: unknown[] = []
    const first = await waitingTransfer(executed, { snapshotKey: KEY })
    const signed = await first.signedSnapshot()
    expect(signed.signature).toMatch(/^hmac-sha256:[A-Za-z0-9_-]{43}$/)

    const later = createToolCallRuntime({ tools: [transferTool(executed)], snapshotKey: KEY })
    const [outcome] = await later.restore(JSON.parse(JSON.stringify(signed)))
    expect(outcome).toMatchObject({ status: 'awaiting-approval', input: { amount: 500 } })
    expect(executed).toEqual([])
    expect(await later.approve('call_1')).toMatchObject({ status: 'completed' })
    expect(executed).toEqual([{ to: 'ana', amount: 500 }])
  })

  it('verifies whatever order the keys come back in', async () => {
    const first = await waitingTransfer([], { snapshotKey: KEY })
    const signed = await first.signedSnapshot()
    // A store (a JSONB column, another language) may give the keys back in any order.
    const reversed = JSON.parse(JSON.stringify(signed), (_key, value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).reverse())
        : value,
    )
    expect(Object.keys(reversed)).toEqual(['signature', 'calls', 'version'])
    const later = createToolCallRuntime({ tools: [transferTool([])], snapshotKey: KEY })
    expect(await later.restore(reversed)).toHaveLength(1)
  })

  it('refuses a stripped signature, one from another key, and any edit', async () => {
    const executed: unknown[] = []
    const first = await waitingTransfer(executed, { snapshotKey: KEY })
    const signed = await first.signedSnapshot()
    const call = signed.calls[0]!
    const fromOtherKey = await (
      await waitingTransfer([], { snapshotKey: OTHER_KEY })
    ).signedSnapshot()
    const { signature, ...stripped } = signed
    const attempts: Record<string, unknown> = {
      stripped,
      'empty signature': { ...signed, signature: '' },
      'signature of another key': { ...signed, signature: fromOtherKey.signature },
      'truncated signature': { ...signed, signature: signature!.slice(0, -2) },
      'status flip': { ...signed, calls: [{ ...call, status: 'suspended', suspendPayload: 1 }] },
      'input swap': { ...signed, calls: [{ ...call, input: { to: 'mallory', amount: 500 } }] },
      'extra call': { ...signed, calls: [call, { ...call, toolCallId: 'call_2' }] },
      'extra field': { ...signed, note: 'hi' },
    }
    for (const [name, attempt] of Object.entries(attempts)) {
      const later = createToolCallRuntime({ tools: [transferTool(executed)], snapshotKey: KEY })
      const error = await refusal(later.restore(attempt as ToolCallRuntimeSnapshot))
      expect(error.message, name).toMatch(/not signed|signature does not match/)
      expect(later.snapshot().calls, name).toEqual([])
    }
    expect(executed).toEqual([])
  })

  it('trusts the approval a signed suspended call carries, and resumes it', async () => {
    const executed: unknown[] = []
    const first = createToolCallRuntime({ tools: [wireTool(executed)], snapshotKey: KEY })
    streamCall(first, 'w1', 'wire', '{"amount":700}')
    await first.settle()
    expect((await first.approve('w1')).status).toBe('suspended')
    const signed = await first.signedSnapshot()

    const later = createToolCallRuntime({ tools: [wireTool(executed)], snapshotKey: KEY })
    await later.restore(signed)
    expect(await later.resume('w1', { code: '1234' })).toMatchObject({ status: 'completed' })
    expect(executed).toEqual([{ amount: 700 }])

    // Unsigned, the same suspended call cannot vouch for its approval.
    const { signature: _, ...unsigned } = signed
    await refusal(createToolCallRuntime({ tools: [wireTool([])] }).restore(unsigned))
  })

  it('refuses keys too short to be secret, and restore at creation with a key', () => {
    for (const snapshotKey of ['short', new Uint8Array(16), {} as CryptoKey]) {
      expect(() => createToolCallRuntime({ tools: [], snapshotKey })).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS' }),
      )
    }
    expect(() =>
      createToolCallRuntime({ tools: [], snapshotKey: KEY, restore: { version: 1, calls: [] } }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }))
  })

  it('signs with a Web Crypto key too', async () => {
    const key = await crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    const signed = await (await waitingTransfer([], { snapshotKey: key })).signedSnapshot()
    const later = createToolCallRuntime({ tools: [transferTool([])], snapshotKey: key })
    expect(await later.restore(signed)).toHaveLength(1)
    await expect(
      createToolCallRuntime({ tools: [transferTool([])], snapshotKey: KEY }).restore(signed),
    ).rejects.toMatchObject({ code: 'INVALID_SNAPSHOT' })
  })
})

describe('restore: hostile snapshot data', () => {
  const runtime = () => createToolCallRuntime({ tools: [transferTool([])] })
  const withInput = (input: unknown) =>
    ({
      version: 1,
      calls: [{ status: 'awaiting-approval', toolCallId: 'c', toolName: 'transfer', input }],
    }) as ToolCallRuntimeSnapshot

  it('refuses more calls than maxSnapshotCalls, and more text than maxSnapshotSize', async () => {
    const call = withInput({ to: 'a', amount: 500 }).calls[0]!
    const many = Array.from({ length: 1001 }, (_, i) => ({ ...call, toolCallId: `c${i}` }))
    const error = await refusal(runtime().restore({ version: 1, calls: many }))
    expect(error.message).toContain('more than maxSnapshotCalls (1000)')
    const raised = createToolCallRuntime({ tools: [transferTool([])], maxSnapshotCalls: 2000 })
    expect(await raised.restore({ version: 1, calls: many })).toHaveLength(1001)

    const huge = withInput({ to: 'x'.repeat(2_000_000), amount: 500 })
    expect((await refusal(runtime().restore(huge))).message).toContain(
      'at most 1000000 characters of JSON',
    )
  })

  it('refuses input nested 100,000 levels deep without overflowing the stack', async () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)
    const error = await refusal(runtime().restore(withInput(deep)))
    expect(error.message).toContain('at most 259 nested levels')
  })

  it('refuses cycles, getters (never called), class instances and proxies that throw', async () => {
    const cyclic: Record<string, unknown> = { to: 'a', amount: 500 }
    cyclic.self = cyclic
    let getterCalls = 0
    const getter = {
      to: 'a',
      get amount() {
        getterCalls++
        return 500
      },
    }
    const proxy = new Proxy(
      {},
      {
        ownKeys() {
          throw new RangeError('trap')
        },
      },
    )
    const inputs = { cyclic, getter, date: new Date(0), proxy }
    for (const [name, input] of Object.entries(inputs)) {
      const error = await refusal(runtime().restore(withInput(input)))
      expect(error.message, name).toMatch(/^Cannot restore the snapshot/)
    }
    expect(getterCalls).toBe(0)
    const snapshotGetter = {
      version: 1,
      get calls() {
        getterCalls++
        return []
      },
    }
    await refusal(runtime().restore(snapshotGetter as never))
    expect(getterCalls).toBe(0)
  })

  it('keeps __proto__ an own key of the input, polluting nothing', async () => {
    const executed: unknown[] = []
    const later = createToolCallRuntime({ tools: [transferTool(executed)] })
    const input = JSON.parse('{"to":"ana","amount":500,"__proto__":{"polluted":true}}')
    const snapshot = JSON.parse(
      '{"version":1,"__proto__":{"calls":[]},"calls":[{"status":"awaiting-approval","toolCallId":"c","toolName":"transfer","__proto__":{"status":"suspended"}}]}',
    )
    snapshot.calls[0].input = input
    const [outcome] = await later.restore(snapshot)
    expect(outcome?.status).toBe('awaiting-approval')
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
    expect(Object.keys(later.snapshot().calls[0]!.input as object)).toEqual([
      'to',
      'amount',
      '__proto__',
    ])
    await later.approve('c')
    expect(executed).toEqual([{ to: 'ana', amount: 500 }])
  })

  it('quotes snapshot content short and redacted', async () => {
    const error = await refusal(
      runtime().restore({
        version: 1,
        calls: [
          {
            status: 'awaiting-approval',
            toolCallId: 'c',
            toolName: `Bearer ${SECRET} ${'x'.repeat(500)}`,
            input: {},
          },
        ],
      }),
    )
    expect(error.message).not.toContain(SECRET)
    expect(error.message.length).toBeLessThan(250)

    // An id planted in a snapshot is quoted short and redacted by later errors too.
    const id = `Bearer ${SECRET} ${'y'.repeat(5000)}`
    const later = runtime()
    await later.restore(withInput({ to: 'a', amount: 500 }))
    await later.restore({
      version: 1,
      calls: [{ ...withInput({ to: 'b', amount: 500 }).calls[0]!, toolCallId: id }],
    })
    const notSuspended = await later.resume(id, {}).catch((caught: Error) => caught)
    expect(notSuspended).toMatchObject({ code: 'NOT_SUSPENDED' })
    const unknown = await later.approve(`${id}!`).catch((caught: Error) => caught)
    expect(unknown).toMatchObject({ code: 'UNKNOWN_TOOL_CALL' })
    for (const message of [(notSuspended as Error).message, (unknown as Error).message]) {
      expect(message).not.toContain(SECRET)
      expect(message.length).toBeLessThan(600)
    }
  })
})
