import { createTool, createToolCallRuntime, type ToolCallRuntimeSnapshot } from '@polytool/core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { z } from 'zod'
import { createCallStore } from './index.js'

// The call store keys waiting calls by conversation and toolCallId together. The model picks the
// toolCallId, and hosts often take conversation ids from their users: separators, glob
// characters and hash tags in either must never reach another conversation's calls.

const approvalTool = createTool({
  id: 'pay',
  description: 'pays after approval',
  inputSchema: z.object({ amount: z.number() }),
  requireApproval: true,
  execute: async () => 'paid',
})

async function waitingSnapshot(
  toolCallIds: string[],
  amount: number,
): Promise<ToolCallRuntimeSnapshot> {
  const runtime = createToolCallRuntime({ tools: [approvalTool] })
  for (const id of toolCallIds) {
    runtime.push({ type: 'tool-input-start', toolCallId: id, toolName: 'pay' })
    runtime.push({
      type: 'tool-input-delta',
      toolCallId: id,
      inputTextDelta: JSON.stringify({ amount }),
    })
    runtime.push({ type: 'tool-input-end', toolCallId: id })
  }
  await runtime.settle()
  const snapshot = runtime.snapshot()
  await runtime.close()
  return snapshot
}

const backends = (
  [
    ['redis', inject('redisUrl')],
    ['postgres', inject('postgresUrl')],
  ] as const
).filter(([, url]) => url !== '')

const stores: Array<{ close(): Promise<void> }> = []
afterAll(async () => {
  for (const store of stores) await store.close().catch(() => {})
})

describe.each(backends)('call store keys on %s', (_name, url) => {
  const tag = `${Date.now()}${Math.random().toString(36).slice(2, 8)}`

  it('separators in the conversation id and the toolCallId never meet', async () => {
    const store = createCallStore({ connection: url })
    stores.push(store)
    const victim = `victim${tag}`
    await store.save(victim, await waitingSnapshot(['c1', 'x:c1'], 1_000))
    for (const [conversation, call] of [
      [`victim${tag}:x`, 'c1'],
      [`victim${tag}:`, 'x:c1'],
      [`victim${tag}`, 'x'],
      [`victim${tag}/x`, 'c1'],
      [`victim${tag}|x`, 'c1'],
    ] as const) {
      if (conversation !== victim) {
        expect((await store.load(conversation)).calls, JSON.stringify(conversation)).toEqual([])
      }
      expect(await store.claim(conversation, call), `${conversation} ${call}`).toBeUndefined()
    }
    const own = await store.load(victim)
    expect(own.calls.map((call) => call.toolCallId).sort()).toEqual(['c1', 'x:c1'])
  })

  it('glob and hash-tag characters in a conversation id match nothing else', async () => {
    const store = createCallStore({ connection: url })
    stores.push(store)
    const victim = `glob${tag}`
    await store.save(victim, await waitingSnapshot(['c1'], 2_000))
    for (const pattern of [
      '*',
      `glob${tag.slice(0, 3)}*`,
      `g?ob${tag}`,
      `[g]lob${tag}`,
      `{glob${tag}}`,
      `glob${tag}*`,
      '%',
      `glob${tag.slice(0, 3)}%`,
      `g_ob${tag}`,
      `glob${tag}\\`,
    ]) {
      expect((await store.load(pattern)).calls, pattern).toEqual([])
      expect(await store.claim(pattern, 'c1'), pattern).toBeUndefined()
    }
    expect((await store.load(victim)).calls).toHaveLength(1)
    expect(await store.claim(victim, 'c1')).toBeDefined()
    expect(await store.claim(victim, 'c1')).toBeUndefined()
  })

  it('a toolCallId with glob characters claims only itself', async () => {
    const store = createCallStore({ connection: url })
    stores.push(store)
    const conversation = `ids${tag}`
    await store.save(conversation, await waitingSnapshot(['call_1', 'call_2'], 3_000))
    for (const call of ['*', 'call_*', 'call_?', 'call_[12]', 'call_%', 'call__']) {
      expect(await store.claim(conversation, call), call).toBeUndefined()
    }
    expect((await store.load(conversation)).calls).toHaveLength(2)
  })
})
