import { afterEach, describe, expect, it } from 'vitest'
import { McpToolError } from '../errors'
import * as v1 from '../index'
import { type Answer, answerJson, hostileHttpServer } from '../test-fixtures/hostile-http'
import * as v2 from '../v2/index'

// A remote server lists hostile tools, in exactly these bytes, over real loopback HTTP.
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

function raw(toolsJson: string): Answer {
  return (message, response) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(`{"jsonrpc":"2.0","id":${message.id},"result":{"tools":${toolsJson}}}`)
  }
}

const nested = (depth: number) =>
  `{"type":"object","properties":{"a":${'{"type":"array","items":'.repeat(depth)}{}${'}'.repeat(depth)}}}`

describe.each(generations)('loadRemoteMcpTools on SDK $name against hostile listings', (sdk) => {
  async function loadFailure(toolsJson: string): Promise<McpToolError> {
    const server = await hostileHttpServer({
      list: raw(toolsJson),
      call: (message, response) =>
        answerJson(response, message.id, { content: [], structuredContent: {} }),
    })
    closing.push(server.close)
    const outcome = await sdk.loadRemoteMcpTools(server.url).then(
      async (set) => {
        await set.close()
        return undefined
      },
      (error: unknown) => error,
    )
    expect(outcome).toBeInstanceOf(McpToolError)
    return outcome as McpToolError
  }

  it.each([
    ['a 20,000-deep input schema', `[{"name":"deep","inputSchema":${nested(20_000)}}]`],
    [
      'a 20,000-deep output schema',
      `[{"name":"deep","inputSchema":{"type":"object"},"outputSchema":${nested(20_000)}}]`,
    ],
    [
      'a 200-deep output schema',
      `[{"name":"deep","inputSchema":{"type":"object"},"outputSchema":${nested(200)}}]`,
    ],
  ])('refuses %s with a typed error', GUARD, async (_, toolsJson) => {
    expect((await loadFailure(toolsJson)).code).toBe('MCP_TOOL_SCHEMA_INVALID')
  })

  it.each([
    [
      'an unresolvable $ref',
      { type: 'object', properties: { a: { $ref: 'http://169.254.169.254/latest' } } },
    ],
    [
      'a pattern that is no regex',
      { type: 'object', properties: { a: { type: 'string', pattern: '(' } } },
    ],
  ])('refuses an output schema with %s at load time', GUARD, async (_, outputSchema) => {
    const error = await loadFailure(
      JSON.stringify([{ name: 't', inputSchema: object, outputSchema }]),
    )
    expect(error.code).toBe('MCP_TOOL_SCHEMA_INVALID')
    expect(error.message).toContain('output schema')
  })

  it(
    'answers a call of a tool whose output schema has a type that does not exist with its own error',
    GUARD,
    async () => {
      const outputSchema = { type: 'object', properties: { a: { type: 'bogus' } } }
      const server = await hostileHttpServer({
        list: raw(JSON.stringify([{ name: 't', inputSchema: object, outputSchema }])),
        call: (message, response) =>
          answerJson(response, message.id, { content: [], structuredContent: { a: 1 } }),
      })
      closing.push(server.close)
      const outcome = await sdk.loadRemoteMcpTools(server.url).then(
        async (set) => {
          closing.push(() => set.close())
          const execute = (
            set.tools[0] as unknown as { execute: (i: unknown, c: unknown) => Promise<unknown> }
          ).execute
          return execute({}, {}).then(
            () => 'called',
            (error: { cause?: unknown }) => error.cause,
          )
        },
        (error: unknown) => error,
      )
      expect(outcome).toBeInstanceOf(McpToolError)
    },
  )

  it('loads a 20,000-property output schema within the listing timeout', GUARD, async () => {
    const properties = Object.fromEntries(
      Array.from({ length: 20_000 }, (_, index) => [
        `p${index}`,
        { type: 'string', pattern: '^a+$' },
      ]),
    )
    const server = await hostileHttpServer({
      list: raw(
        JSON.stringify([
          { name: 'wide', inputSchema: object, outputSchema: { type: 'object', properties } },
        ]),
      ),
    })
    closing.push(server.close)
    const started = performance.now()
    const outcome = await sdk.loadRemoteMcpTools(server.url, { timeoutMs: 5_000 }).then(
      async (set) => {
        await set.close()
        return 'loaded'
      },
      (error: unknown) => error,
    )
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(outcome).toBe('loaded')
  })

  it('refuses a tool named __proto__, which a record of tools would lose', GUARD, async () => {
    const error = await loadFailure(
      JSON.stringify([
        { name: 'weather', inputSchema: object },
        { name: '__proto__', inputSchema: object },
      ]),
    )
    expect(error.code).toBe('MCP_TOOL_NAME_INVALID')
  })

  it('refuses an empty tool name with its own error', GUARD, async () => {
    const error = await loadFailure(JSON.stringify([{ name: '', inputSchema: object }]))
    expect(error.code).toBe('MCP_TOOL_NAME_INVALID')
  })

  it('quotes a name in an error cut short and without its secrets', GUARD, async () => {
    const secret = 'ghp_abcdefghijklmnopqrstuvwxyz0123456789'
    const long = 'n'.repeat(1 << 20)
    const duplicate = await loadFailure(
      JSON.stringify([
        { name: long, inputSchema: object },
        { name: long, inputSchema: object },
      ]),
    )
    expect(duplicate.code).toBe('MCP_TOOL_DUPLICATE')
    expect(duplicate.message.length).toBeLessThan(300)
    const named = `x ${secret}`
    const leaked = await loadFailure(
      JSON.stringify([
        { name: named, inputSchema: object },
        { name: named, inputSchema: object },
      ]),
    )
    expect(leaked.message).not.toContain(secret)
    const badSchema = await loadFailure(
      JSON.stringify([
        { name: long, inputSchema: { type: 'object', properties: { a: { pattern: '(a)\\1' } } } },
      ]),
    )
    expect(badSchema.code).toBe('MCP_TOOL_SCHEMA_INVALID')
    expect(badSchema.message.length).toBeLessThan(1_000)
  })
})
