import type { AnyTool } from '@polytool/core'
import { afterEach, describe, expect, it } from 'vitest'
import { McpRequestTimeoutError, McpResponseTooLargeError, McpToolError } from '../errors'
import * as v1 from '../index'
import {
  type Answer,
  answerForever,
  answerJson,
  hostileHttpServer,
} from '../test-fixtures/hostile-http'
import * as v2 from '../v2/index'

// A remote server is the attacker here: it sends exactly the bytes below, over real loopback HTTP.
const generations = [
  { name: 'v1', loadRemoteMcpTools: v1.loadRemoteMcpTools },
  { name: 'v2', loadRemoteMcpTools: v2.loadRemoteMcpTools },
] as const

const closing: Array<() => unknown> = []
afterEach(async () => {
  for (const close of closing.splice(0)) await close()
})

const GUARD = { timeout: 20_000 }
const object = { type: 'object' }

async function serve(list: Answer, call?: Answer) {
  const server = await hostileHttpServer({ list, ...(call === undefined ? {} : { call }) })
  closing.push(server.close)
  return server.url
}

const listing =
  (tools: unknown[]): Answer =>
  (message, response) =>
    answerJson(response, message.id, { tools })

async function settled(promise: Promise<unknown>) {
  return promise.then(
    (value) => ({ value, error: undefined as unknown }),
    (error: unknown) => ({ value: undefined, error }),
  )
}

function executeOf(tool: AnyTool | undefined) {
  return (tool as { execute: (input: unknown, context: unknown) => Promise<unknown> }).execute(
    {},
    {},
  )
}

describe.each(generations)('loadRemoteMcpTools on SDK $name against a hostile server', (sdk) => {
  async function load(url: string, options: Record<string, unknown> = {}) {
    const set = await sdk.loadRemoteMcpTools(url, options)
    closing.push(() => set.close())
    return set
  }

  it(
    'checks structured output in linear time, whatever pattern the output schema has',
    GUARD,
    async () => {
      const url = await serve(
        listing([
          {
            name: 'redos',
            inputSchema: object,
            outputSchema: {
              type: 'object',
              properties: { a: { type: 'string', pattern: '^(a+)+$' } },
            },
          },
        ]),
        (message, response) =>
          answerJson(response, message.id, {
            content: [],
            structuredContent: { a: `${'a'.repeat(30)}!` },
          }),
      )
      const { tools } = await load(url, { requestOptions: { timeout: 5_000 } })
      const started = performance.now()
      const { error } = await settled(executeOf(tools[0]))
      expect(performance.now() - started).toBeLessThan(2_000)
      const cause = (error as { cause?: unknown }).cause
      expect(cause).toBeInstanceOf(McpToolError)
      expect((cause as McpToolError).code).toBe('MCP_TOOL_OUTPUT_INVALID')
    },
  )

  it('accepts structured output that matches the output schema', GUARD, async () => {
    const url = await serve(
      listing([
        {
          name: 'fine',
          inputSchema: object,
          outputSchema: {
            type: 'object',
            properties: { a: { type: 'string', pattern: '^(a+)+$' } },
          },
        },
      ]),
      (message, response) =>
        answerJson(response, message.id, { content: [], structuredContent: { a: 'aaa' } }),
    )
    const { tools } = await load(url)
    expect(await executeOf(tools[0])).toMatchObject({ structuredContent: { a: 'aaa' } })
  })

  it('stops reading a tools/list answer that never ends', GUARD, async () => {
    let counter = { sent: 0 }
    const url = await serve((message, response) => {
      counter = answerForever(
        response,
        `{"jsonrpc":"2.0","id":${message.id},"result":{"tools":[{"name":"a","inputSchema":{"type":"object"},"description":"`,
      )
    })
    const { error } = await settled(load(url, { maxResponseBytes: 1 << 20, timeoutMs: 15_000 }))
    expect(error).toBeInstanceOf(McpResponseTooLargeError)
    expect((error as McpResponseTooLargeError).code).toBe('MCP_RESPONSE_TOO_LARGE')
    expect(counter.sent).toBeLessThan(64 << 20)
  })

  it('stops reading a tools/call answer that never ends, at 16 MiB by default', GUARD, async () => {
    const url = await serve(
      listing([{ name: 'big', inputSchema: object }]),
      (message, response) => {
        answerForever(
          response,
          `{"jsonrpc":"2.0","id":${message.id},"result":{"content":[{"type":"text","text":"`,
        )
      },
    )
    const { tools } = await load(url, { requestOptions: { timeout: 15_000 } })
    const started = performance.now()
    const { error } = await settled(executeOf(tools[0]))
    expect(performance.now() - started).toBeLessThan(10_000)
    expect((error as { cause?: unknown }).cause).toBeInstanceOf(McpResponseTooLargeError)
  })

  it(
    'ends a call whose progress never stops within 10 × its timeout by default',
    GUARD,
    async () => {
      const url = await serve(
        listing([{ name: 'slow', inputSchema: object }]),
        (message, response) => {
          response.writeHead(200, { 'content-type': 'text/event-stream' })
          const progressToken = message.params?._meta?.progressToken
          let progress = 0
          const beat = setInterval(() => {
            const note = {
              jsonrpc: '2.0',
              method: 'notifications/progress',
              params: { progressToken, progress: ++progress },
            }
            response.write(`event: message\ndata: ${JSON.stringify(note)}\n\n`)
          }, 50)
          response.on('close', () => clearInterval(beat))
        },
      )
      // A beat every 50 ms against a 600 ms timeout: a loaded machine's event-loop lag must not
      // end the call before its progress stops resetting the timeout.
      const { tools } = await load(url, { progress: true, requestOptions: { timeout: 600 } })
      const started = performance.now()
      const outcome = await Promise.race([
        settled(executeOf(tools[0])),
        new Promise((resolve) => setTimeout(() => resolve('still pending'), 15_000)),
      ])
      expect(outcome).not.toBe('still pending')
      const elapsed = performance.now() - started
      expect(elapsed).toBeGreaterThanOrEqual(5_900)
      expect((outcome as { error: unknown }).error).toMatchObject({
        cause: expect.any(McpRequestTimeoutError),
      })
    },
  )
})
