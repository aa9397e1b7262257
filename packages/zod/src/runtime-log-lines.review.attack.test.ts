import {
  createToolCallRuntime,
  openAIChatToolEvents,
  RequestContext,
  type ToolCallEvent,
} from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './index.js'

// Log lines the runtime writes to its observer are a `log` destination: control and bidi
// characters escaped, secrets redacted, cut to 1,000. The model chooses the tool name and the
// call id, so it can try to forge a log line or drive a terminal through them.

const CREDENTIAL = 'Zk9f2q7WmX3pL8vB4nR6'
const HOSTILE = `\u001b[2J\u001b]0;owned\u0007\r\nFAKE LOG LINE\u202e\u2066\u2028\u0000 Bearer ${CREDENTIAL}`
// Control characters other than tab and newline, and the bidi and line separators.
const BIDI_AND_SEPARATORS = new Set([
  0x200e, 0x200f, 0x061c, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
  0x2028, 0x2029,
])

function forbiddenIn(text: string): number[] {
  const found: number[] = []
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    const control = (code < 0x20 && code !== 0x09 && code !== 0x0a) || code === 0x7f
    if (control || BIDI_AND_SEPARATORS.has(code)) found.push(code)
  }
  return found
}

describe('runtime log lines', () => {
  it('a hostile call id and tool name reach the observer escaped and redacted', async () => {
    const lines: Array<{ level: string; message: string }> = []
    const tool = createTool({
      id: 'boom',
      description: 'throws',
      inputSchema: z.object({}),
      execute: async () => {
        throw new Error(`failed ${HOSTILE}`)
      },
      onInputAvailable: () => {
        throw new Error(`hook ${HOSTILE}`)
      },
    })
    const runtime = createToolCallRuntime({
      tools: [tool],
      requestContext: new RequestContext({ tenant: 'acme-tenant-7' }),
      observer: { log: (level, message) => lines.push({ level, message }) },
    })
    const events: ToolCallEvent[] = [
      { type: 'tool-input-start', toolCallId: `c1${HOSTILE}`, toolName: 'boom' },
      { type: 'tool-input-delta', toolCallId: `c1${HOSTILE}`, inputTextDelta: '{}' },
      { type: 'tool-input-end', toolCallId: `c1${HOSTILE}` },
      { type: 'tool-input-start', toolCallId: 'c2', toolName: `nope${HOSTILE}` },
      { type: 'tool-input-end', toolCallId: 'c2' },
    ]
    for (const event of events) runtime.push(event)
    await runtime.settle()
    await runtime.close()
    expect(lines.length).toBeGreaterThan(0)
    for (const { message } of lines) {
      expect(forbiddenIn(message), JSON.stringify(message)).toEqual([])
      expect(message).not.toContain(CREDENTIAL.slice(0, 6))
      expect(message.length).toBeLessThanOrEqual(1_000)
    }
  })

  it('a Chat Completions stream with hostile ids and a huge index stays bounded', async () => {
    const lines: string[] = []
    const tool = createTool({
      id: 'echo',
      description: 'echo',
      inputSchema: z.object({}).loose(),
      execute: async (input) => input,
    })
    const chunks = [
      {
        choices: [
          {
            index: 0,
            delta: {
              tool_calls: [
                {
                  index: 4_294_967_294,
                  id: `call${HOSTILE}`,
                  type: 'function',
                  function: { name: 'echo', arguments: '{"a":' },
                },
              ],
            },
          },
        ],
      },
      {
        choices: [
          {
            index: 0,
            delta: { tool_calls: [{ index: 4_294_967_294, function: { arguments: '1}' } }] },
          },
        ],
      },
      { choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] },
    ]
    const runtime = createToolCallRuntime({
      tools: [tool],
      observer: { log: (_level, message) => lines.push(message) },
    })
    const started = Date.now()
    for await (const event of openAIChatToolEvents(chunks)) runtime.push(event)
    const outcomes = await runtime.settle()
    await runtime.close()
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(outcomes).toHaveLength(1)
    for (const message of lines) expect(forbiddenIn(message)).toEqual([])
  })
})

describe('streamed arguments cut one character at a time', () => {
  async function runDeltas(text: string): Promise<number> {
    const tool = createTool({
      id: 'echo',
      description: 'echo',
      inputSchema: z.object({ s: z.string() }),
      execute: async ({ s }) => s.length,
    })
    const runtime = createToolCallRuntime({ tools: [tool], maxUnreadChunks: 10 })
    const started = performance.now()
    runtime.push({ type: 'tool-input-start', toolCallId: 'c1', toolName: 'echo' })
    for (const char of text)
      runtime.push({ type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: char })
    runtime.push({ type: 'tool-input-end', toolCallId: 'c1' })
    const [outcome] = await runtime.settle()
    await runtime.close()
    expect(outcome?.status).toBe('completed')
    return performance.now() - started
  }

  it('grows linearly with the text (a string, escapes and surrogate pairs)', async () => {
    const body = (length: number) => `{"s":"${'ab\\n\\u00e9\u{1F511}'.repeat(length / 10)}"}`
    await runDeltas(body(2_000))
    const small = await runDeltas(body(20_000))
    const large = await runDeltas(body(80_000))
    // Four times the text: linear work takes about four times as long; quadratic, sixteen.
    expect(large / small).toBeLessThan(10)
  })

  it('deep nesting one bracket per delta fails, naming the 256-level limit', async () => {
    const tool = createTool({
      id: 'deep',
      description: 'deep',
      inputSchema: z.object({}).loose(),
      execute: async () => 'ok',
    })
    const runtime = createToolCallRuntime({ tools: [tool] })
    runtime.push({ type: 'tool-input-start', toolCallId: 'c1', toolName: 'deep' })
    runtime.push({ type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: '{"a":' })
    for (let level = 0; level < 100_000; level++) {
      runtime.push({ type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: '[' })
    }
    runtime.push({ type: 'tool-input-end', toolCallId: 'c1' })
    const [outcome] = await runtime.settle()
    await runtime.close()
    expect(outcome?.status).toBe('failed')
    const failure = outcome?.status === 'failed' ? outcome.error : undefined
    expect(failure?.code).toBe('TOOL_INPUT_PARSE_FAILED')
    expect(failure?.message).toContain('at most 256 nested')
  })
})
