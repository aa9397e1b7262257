import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../../create-tool'
import type { ToolCallEvent } from '../events'
import { createToolCallRuntime } from '../runtime'
import { anthropicToolEvents } from './anthropic'
import { openAIChatToolEvents } from './openai-chat'
import { openAIResponsesToolEvents } from './openai-responses'
import { decodeJsonEvents, decodeServerSentEvents } from './sse'

const SECRET = 'sk-proj-0123456789abcdefghijklmnopqrstuv'
const ADAPTERS = {
  anthropic: anthropicToolEvents,
  'openai-chat': openAIChatToolEvents,
  'openai-responses': openAIResponsesToolEvents,
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = []
  for await (const item of iterable) out.push(item)
  return out
}

async function streamError(iterable: AsyncIterable<unknown>) {
  const error = await collect(iterable).then(
    () => {
      throw new Error('expected the stream to fail')
    },
    (caught: unknown) => caught as { name: string; code: string; message: string },
  )
  expect(error).toMatchObject({ name: 'ProviderStreamError', code: 'PROVIDER_STREAM_INVALID' })
  return error
}

describe('decodeServerSentEvents: a byte order mark', () => {
  it('is skipped at the start of the stream, in the first piece or alone', async () => {
    for (const pieces of [
      ['\uFEFFdata: {"a":1}\n\n', 'data: {"a":2}\n\n'],
      ['\uFEFF', 'data: {"a":1}\n\ndata: {"a":2}\n\n'],
    ]) {
      expect(await collect(decodeServerSentEvents(pieces))).toEqual([
        { data: '{"a":1}' },
        { data: '{"a":2}' },
      ])
    }
  })
})

describe('provider adapters: events that cannot be read', () => {
  const cyclic: Record<string, unknown> = { code: 'overloaded' }
  cyclic.self = cyclic
  let deep: unknown = 'bottom'
  for (let level = 0; level < 100_000; level++) deep = [deep]
  const revoked = Proxy.revocable({}, {})
  revoked.revoke()
  const hostile: Record<string, unknown> = {
    'throwing getters': Object.defineProperties(
      {},
      Object.fromEntries(
        ['type', 'error', 'choices'].map((key) => [
          key,
          {
            enumerable: true,
            get() {
              throw new TypeError('getter says no')
            },
          },
        ]),
      ),
    ),
    'a revoked proxy': revoked.proxy,
    'a cyclic error': { type: 'error', error: cyclic },
    'an error nested 100,000 deep': { type: 'error', error: deep },
  }

  for (const [provider, adapter] of Object.entries(ADAPTERS)) {
    for (const [name, event] of Object.entries(hostile)) {
      it(`${provider}: ${name} becomes a ProviderStreamError`, async () => {
        const error = await streamError(adapter([event]))
        expect(error).toMatchObject({ provider, eventIndex: 0 })
        expect(error.message.length).toBeLessThan(400)
      })
    }
  }
})

describe('openAIResponsesToolEvents: done disagrees with the deltas', () => {
  const transfer = (seen: unknown[]) =>
    createTool({
      id: 'transfer',
      description: 'Moves money',
      inputSchema: z.object({ amount: z.number() }),
      execute: async (input) => {
        seen.push(input)
        return input
      },
    })
  const stream = (deltas: string[], done: string) => [
    {
      type: 'response.output_item.added',
      item: { type: 'function_call', id: 'fc_1', call_id: 'call_1', name: 'transfer' },
    },
    ...deltas.map((delta) => ({
      type: 'response.function_call_arguments.delta',
      item_id: 'fc_1',
      delta,
    })),
    { type: 'response.function_call_arguments.done', item_id: 'fc_1', arguments: done },
  ]

  it.each([
    ['longer', ['{"amount":', '100}'], '{"amount":1000}', 1000],
    ['shorter', ['{"amount":', '1000}'], '{"amount":100}', 100],
    ['same length', ['{"amount":', '900}'], '{"amount":100}', 100],
  ])('the done text wins when it is %s, with a warning', async (_name, deltas, done, amount) => {
    const events = await collect(openAIResponsesToolEvents(stream(deltas, done)))
    expect(events.at(-1)).toEqual({ type: 'tool-input-end', toolCallId: 'call_1', inputText: done })

    const seen: unknown[] = []
    const warnings: unknown[] = []
    const runtime = createToolCallRuntime({
      tools: [transfer(seen)],
      observer: { log: (level, message, data) => warnings.push({ level, message, data }) },
    })
    for (const event of events) runtime.push(event)
    expect(await runtime.settle()).toMatchObject([{ status: 'completed', output: { amount } }])
    expect(seen).toEqual([{ amount }])
    expect(warnings).toEqual([
      {
        level: 'warn',
        message: expect.stringContaining("the provider's final arguments differ"),
        data: expect.objectContaining({ toolCallId: 'call_1', toolName: 'transfer' }),
      },
    ])
  })

  it('replaces only on disagreement: done that completes the deltas just adds the rest', async () => {
    const completing = await collect(
      openAIResponsesToolEvents(stream(['{"amount":'], '{"amount":7}')),
    )
    expect(completing.slice(-2)).toEqual<ToolCallEvent[]>([
      { type: 'tool-input-delta', toolCallId: 'call_1', inputTextDelta: '7}' },
      { type: 'tool-input-end', toolCallId: 'call_1' },
    ])
    // Text appended to deltas that were already wrong is not a completion.
    const diverging = await collect(
      openAIResponsesToolEvents(stream(['{"amount":100}'], '{"amount":1000}')),
    )
    expect(diverging.slice(-2)).toEqual<ToolCallEvent[]>([
      { type: 'tool-input-delta', toolCallId: 'call_1', inputTextDelta: '{"amount":100}' },
      { type: 'tool-input-end', toolCallId: 'call_1', inputText: '{"amount":1000}' },
    ])
  })
})

describe('provider streams: secrets in what they quote', () => {
  it('quotes an invalid SSE JSON line short and redacted', async () => {
    const line = `data: {"model":"gpt","apiKey":"${SECRET}","note":"${'x'.repeat(300)}", oops\n\n`
    const error = await streamError(decodeJsonEvents(decodeServerSentEvents([line]), 'openai-chat'))
    expect(error.message).not.toContain(SECRET)
    expect(error.message).not.toContain('0123456789abcdef')
    expect(error.message.length).toBeLessThan(250)
  })

  it('redacts keys a provider echoes in a streamed error or a malformed event', async () => {
    const echoed = await streamError(
      openAIChatToolEvents([
        { error: { message: `Incorrect API key provided: ${SECRET}. Find your key at …` } },
      ]),
    )
    expect(echoed.message).toContain('Incorrect API key provided')
    expect(echoed.message).not.toContain(SECRET)

    const malformed = await streamError(
      anthropicToolEvents([
        {
          type: 'content_block_start',
          index: 0,
          content_block: { type: 'tool_use', name: 1, password: 'hunter2hunter2', auth: SECRET },
        },
      ]),
    )
    expect(malformed.message).not.toContain('hunter2hunter2')
    expect(malformed.message).not.toContain(SECRET)
  })
})

describe('runtime.push: events from a hostile adapter', () => {
  it('refuses an event whose getter throws, and reads each field once', async () => {
    const tool = createTool({ id: 'echo', description: 'Echoes', execute: async (input) => input })
    const runtime = createToolCallRuntime({ tools: [tool] })
    const throwing = {
      type: 'tool-input-start',
      get toolCallId(): string {
        throw new RangeError('no')
      },
    }
    expect(() => runtime.push(throwing as never)).toThrow(
      expect.objectContaining({ name: 'ToolCallRuntimeError', code: 'INVALID_EVENT' }),
    )
    // A getter that answers a string to the check and something else to the call.
    let reads = 0
    const shifty = {
      type: 'tool-input-start',
      toolCallId: 'c1',
      get toolName() {
        reads++
        return reads === 1 ? 'echo' : { toString: () => 'echo' }
      },
    }
    runtime.push(shifty as never)
    runtime.push({ type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: '{"a":1}' })
    runtime.push({ type: 'tool-input-end', toolCallId: 'c1' })
    expect(reads).toBe(1)
    expect(await runtime.settle()).toMatchObject([{ status: 'completed', toolName: 'echo' }])
  })
})
