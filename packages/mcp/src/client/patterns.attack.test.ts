import type { Tool } from '@modelcontextprotocol/sdk/types.js'
import { isValidationError } from '@polytool/core'
import { afterEach, describe, expect, it } from 'vitest'
import { type Connected, type Generation, generations } from '../test-fixtures/generations'

let open: Connected[] = []
afterEach(async () => {
  await Promise.all(open.map((connection) => connection.close()))
  open = []
})

const evilTool = (pattern: string): Tool => ({
  name: 'evil',
  inputSchema: {
    type: 'object',
    properties: { id: { type: 'string', pattern } },
    required: ['id'],
  },
})

describe.each(generations)('on SDK $name', (sdk: Generation) => {
  /** A remote server listing `tools`, counting the calls that got past the client's validation. */
  async function remote(tools: Tool[]) {
    const server = sdk.newServer({ name: 'remote', version: '1.0.0' })
    const calls = { count: 0 }
    sdk.onListTools(server, () => ({ tools }))
    sdk.onCallTool(server, () => {
      calls.count++
      return { content: [{ type: 'text', text: 'called' }] }
    })
    const connection = await sdk.connect(server)
    open.push(connection)
    return { client: connection.client, calls }
  }

  describe('a remote tool with a catastrophic pattern', () => {
    // 34 characters of ^(a+)+$ blocked the event loop for 15 s when it ran on RegExp.
    it('validates a near-miss argument quickly and never calls the server', {
      timeout: 10_000,
    }, async () => {
      for (const [pattern, near] of [
        ['^(a+)+$', `${'a'.repeat(5_000)}!`],
        ['^(a|a)*b$', 'a'.repeat(5_000)],
        ['^(x+x+)+y$', 'x'.repeat(34)],
      ] as const) {
        const { client, calls } = await remote([evilTool(pattern)])
        const [tool] = (await sdk.loadMcpTools(client)).tools
        const result = await tool!.execute!({ id: near }, {})
        expect(isValidationError(result), pattern).toBe(true)
        expect(calls.count).toBe(0)
      }
    })

    it('refuses to load a tool whose pattern needs a backtracking engine', async () => {
      const { client } = await remote([evilTool('^(a+)\\1$')])
      await expect(sdk.loadMcpTools(client)).rejects.toThrow(
        expect.objectContaining({ code: 'MCP_TOOL_SCHEMA_INVALID', toolId: 'evil' }),
      )
      const [tool] = (await sdk.loadMcpTools(client, { unsupportedPatterns: 'ignore' })).tools
      expect(await tool!.execute!({ id: 'not checked' }, {})).toMatchObject({
        content: [{ text: 'called' }],
      })
      expect(isValidationError(await tool!.execute!({}, {}))).toBe(true)
    })
  })

  describe('a remote tool with a pattern too large or too complex to compile in bounded time', () => {
    // Attacks compile time: 11 short repeats make a program of 11,000 instructions, and a listing
    // of many such patterns blocked the client for seconds while it loaded.
    it('is refused at load with the limit as the cause, unless schemaLimits raises it', async () => {
      const heavy = 'a{1000}'.repeat(11)
      const { client } = await remote([evilTool(heavy)])
      const error = await sdk.loadMcpTools(client).then(
        () => undefined,
        (caught: unknown) => caught,
      )
      expect(error).toMatchObject({
        name: 'McpToolError',
        code: 'MCP_TOOL_SCHEMA_INVALID',
        cause: { name: 'SchemaLimitError', code: 'PATTERN_TOO_COMPLEX' },
      })
      const trusted = await sdk.loadMcpTools(client, {
        schemaLimits: { maxPatternComplexity: 20_000 },
      })
      expect(trusted.tools).toHaveLength(1)
    })
  })
})
