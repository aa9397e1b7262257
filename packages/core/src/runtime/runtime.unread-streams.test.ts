import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import type { ToolObserver } from '../observe'
import type { ToolChunk } from './chunks'
import { createToolCallRuntime } from './runtime'
import { readAll, streamCall } from './test-fixtures/streaming'

// Node's own modules and `process`, reached without Node's types: core is checked without them.
const load = (name: string) => import(/* @vite-ignore */ name)
const { setFlagsFromString } = (await load('node:v8')) as {
  setFlagsFromString(flags: string): void
}
const { runInNewContext } = (await load('node:vm')) as { runInNewContext(code: string): unknown }
const { process } = globalThis as unknown as {
  process: { memoryUsage(): { heapUsed: number } }
}
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

const echo = createTool({
  id: 'echo',
  description: 'Echoes its text',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text.length,
})

/** A call's arguments with `size` characters of text, so that 1-character deltas number about as many. */
const argumentsOf = (size: number) => JSON.stringify({ text: 'x'.repeat(size) })

const deltas = (chunks: readonly ToolChunk[]) =>
  chunks.filter((chunk) => chunk.type === 'tool-input-delta').length

describe('createToolCallRuntime: unread chunk streams are bounded', () => {
  it('keeps at most maxUnreadChunks per stream nobody reads, the newest, and counts the rest as dropped', async () => {
    // A model that streams a long argument in 1-character deltas while the host reads neither
    // stream: 30,000 deltas, far past the 10,000 chunks a stream keeps by default.
    const runtime = createToolCallRuntime({ tools: [echo], observer: { log: () => {} } })
    const text = argumentsOf(30_000)
    streamCall(runtime, 'c1', 'echo', text, 1)
    await runtime.close()
    expect(runtime.display.unread).toBe(10_000)
    expect(runtime.transcript.dropped).toBe(text.length + 3 - 10_000)
    const kept = await readAll(runtime.display)
    expect(kept).toHaveLength(10_000)
    // The newest are kept: the last chunk is the call's result.
    expect(kept.at(-1)).toMatchObject({ type: 'tool-output-available', toolCallId: 'c1' })
    expect(deltas(await readAll(runtime.transcript))).toBe(10_000 - 2)
  })

  it('drops nothing for a reader that keeps up, however many chunks pass', async () => {
    const runtime = createToolCallRuntime({ tools: [echo], maxUnreadChunks: 5 })
    const read = Promise.all([readAll(runtime.display), readAll(runtime.transcript)])
    const text = argumentsOf(200)
    runtime.push({ type: 'tool-input-start', toolCallId: 'c1', toolName: 'echo' })
    for (const char of text) {
      runtime.push({ type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: char })
      // The runtime emits each delta a turn later; the readers take it the turn after.
      await undefined
      await undefined
      await undefined
    }
    runtime.push({ type: 'tool-input-end', toolCallId: 'c1' })
    await runtime.close()
    const [display, transcript] = await read
    expect(deltas(display)).toBe(text.length)
    expect(deltas(transcript)).toBe(text.length)
    expect(runtime.display.dropped).toBe(0)
  })

  it('warns the observer once per stream when it first drops a chunk', async () => {
    const logs: Array<{ level: string; message: string; data: unknown }> = []
    const observer: ToolObserver = {
      log: (level, message, data) => logs.push({ level, message, data }),
    }
    const runtime = createToolCallRuntime({ tools: [echo], observer, maxUnreadChunks: 3 })
    streamCall(runtime, 'c1', 'echo', argumentsOf(50), 1)
    await runtime.close()
    expect(logs).toEqual([
      expect.objectContaining({ level: 'warn', data: { stream: 'display', maxUnreadChunks: 3 } }),
      expect.objectContaining({
        level: 'warn',
        data: { stream: 'transcript', maxUnreadChunks: 3 },
      }),
    ])
    expect((await readAll(runtime.display)).map((chunk) => chunk.type)).toEqual([
      'tool-input-delta',
      'tool-input-available',
      'tool-output-available',
    ])
  })

  it('takes a positive integer or Infinity for maxUnreadChunks', () => {
    for (const maxUnreadChunks of [0, -1, 1.5, Number.NaN]) {
      expect(() => createToolCallRuntime({ tools: [echo], maxUnreadChunks })).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS' }),
      )
    }
    const unbounded = createToolCallRuntime({ tools: [echo], maxUnreadChunks: Infinity })
    expect(unbounded.display.unread).toBe(0)
  })

  it('keeps the heap flat with both streams unread: 200,000 deltas keep under 1 MB more than 20,000', async () => {
    // Each unread delta chunk held about 145 bytes: 29 MB for 200,000 deltas. Bounded, a runtime
    // holds the same few MB whatever the length of the argument.
    const retained = async (size: number) => {
      gc()
      const before = process.memoryUsage().heapUsed
      const runtime = createToolCallRuntime({ tools: [echo] })
      streamCall(runtime, 'c1', 'echo', argumentsOf(size), 1)
      await runtime.settle()
      gc()
      const held = process.memoryUsage().heapUsed - before
      // Keeps the runtime, and so its streams, alive until measured.
      expect(runtime.display.dropped).toBeGreaterThan(0)
      return held
    }
    const small = await retained(20_000)
    const large = await retained(200_000)
    // The argument's own text grows by 180 kB (its parsed string, kept as the call's input).
    expect(large - small).toBeLessThan(1_000_000)
  })
})
