import { createTool, createToolCallRuntime } from '@polytool/core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { z } from 'zod'
import { createCallStore } from './index.js'

// On PostgreSQL a conversation id holding U+0000 made save and load reject with the driver's raw
// error (`invalid byte sequence for encoding "UTF8": 0x00`), where Redis kept the calls. Both
// backends now refuse it alike, with a TypeError, before any store is asked.

const tool = createTool({
  id: 'pay',
  description: 'pays after approval',
  inputSchema: z.object({}),
  requireApproval: true,
  execute: async () => 'paid',
})

const stores: Array<{ close(): Promise<void> }> = []
afterAll(async () => {
  for (const store of stores) await store.close().catch(() => {})
})

describe.each([
  ['PostgreSQL', () => inject('postgresUrl')],
  ['Redis', () => inject('redisUrl')],
] as const)('call store on %s: a conversation id with U+0000', (_, connection) => {
  it('is refused with a TypeError by save, load and claim', async () => {
    const runtime = createToolCallRuntime({ tools: [tool] })
    runtime.push({ type: 'tool-input-start', toolCallId: 'c1', toolName: 'pay' })
    runtime.push({ type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: '{}' })
    runtime.push({ type: 'tool-input-end', toolCallId: 'c1' })
    await runtime.settle()
    const store = createCallStore({ connection: connection() })
    stores.push(store)
    const conversation = `thread\u0000${Date.now()}`
    await expect(store.save(conversation, runtime.snapshot())).rejects.toThrow(TypeError)
    await expect(store.load(conversation)).rejects.toThrow('without U+0000')
    await expect(store.claim(conversation, 'c1')).rejects.toThrow(TypeError)
    // The same store keeps serving well-formed ids.
    await store.save(`thread-${Date.now()}`, runtime.snapshot())
    await runtime.close()
  })
})
