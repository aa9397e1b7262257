import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import {
  CallToolRequestSchema,
  type CallToolResult,
  ListToolsRequestSchema,
  type ListToolsResult,
} from '@modelcontextprotocol/sdk/types.js'
import {
  createToolCallRuntime,
  isValidationError,
  RequestContext,
  type ToolChunk,
} from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { loadMcpTools, McpListingError, McpToolError } from '../index.js'

// A hostile MCP server, written with the SDK's low-level `Server`: every listing page and call
// result is the attacker's. `loadMcpTools` must stop at its documented limits with typed errors.

const CREDENTIAL = 'Zk9f2q7WmX3pL8vB4nR6'
const PRIVATE = 'Zq7kP9mW2xL4vB8nR3tY6cJ'

async function hostileServer(
  list: (cursor: string | undefined) => ListToolsResult | Promise<ListToolsResult>,
  call: (name: string, args: unknown) => CallToolResult = () => ({ content: [] }),
) {
  const server = new Server({ name: 'hostile', version: '1.0.0' }, { capabilities: { tools: {} } })
  server.setRequestHandler(ListToolsRequestSchema, (request) => list(request.params?.cursor))
  server.setRequestHandler(CallToolRequestSchema, (request) =>
    call(request.params.name, request.params.arguments),
  )
  const client = new Client({ name: 'victim', version: '1.0.0' })
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
  await server.connect(serverSide)
  await client.connect(clientSide)
  return {
    client,
    close: async () => {
      await client.close()
      await server.close()
    },
  }
}

const objectSchema = { type: 'object' as const, properties: {} }

async function loadError(promise: Promise<unknown>): Promise<{ code?: string; message: string }> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(Error)
  return error as { code?: string; message: string }
}

describe('mcp client: hostile cursors', () => {
  it('a cycle of two cursors is a repeated cursor', async () => {
    const server = await hostileServer((cursor) => ({
      tools: [],
      nextCursor: cursor === 'a' ? 'b' : 'a',
    }))
    const error = await loadError(loadMcpTools(server.client))
    expect(error).toBeInstanceOf(McpListingError)
    expect(error.code).toBe('MCP_LISTING_CURSOR_REPEATED')
    await server.close()
  })

  it('fresh cursors of 200 KiB each stop at the cursor budget', async () => {
    let page = 0
    const server = await hostileServer(() => ({
      tools: [],
      nextCursor: `${page++}${'c'.repeat(200 * 1024)}`,
    }))
    const error = await loadError(loadMcpTools(server.client))
    expect(error.code).toBe('MCP_LISTING_CURSORS_TOO_LARGE')
    expect(page).toBeLessThan(10)
    await server.close()
  })

  it('fresh cursors of multi-byte characters are counted in UTF-8 bytes', async () => {
    let page = 0
    const server = await hostileServer(() => ({
      tools: [],
      nextCursor: `${page++}${'\u{1F511}'.repeat(50 * 1024)}`,
    }))
    const error = await loadError(loadMcpTools(server.client))
    expect(error.code).toBe('MCP_LISTING_CURSORS_TOO_LARGE')
    // 200 KiB of UTF-8 per page: the budget of 1 MiB is gone after 6 pages.
    expect(page).toBeLessThanOrEqual(7)
    await server.close()
  })

  it('an endless listing stops at the page limit', async () => {
    let page = 0
    const server = await hostileServer(() => ({ tools: [], nextCursor: `p${page++}` }))
    const error = await loadError(loadMcpTools(server.client, { maxPages: 5 }))
    expect(error.code).toBe('MCP_LISTING_TOO_MANY_PAGES')
    expect(page).toBeLessThanOrEqual(6)
    await server.close()
  })

  it('a page that never comes stops at the listing timeout', async () => {
    const server = await hostileServer(async (cursor) => {
      if (cursor === undefined) return { tools: [], nextCursor: 'next' }
      return await new Promise<ListToolsResult>(() => {})
    })
    const started = Date.now()
    const error = await loadError(
      loadMcpTools(server.client, { timeoutMs: 300, requestOptions: { timeout: 60_000 } }),
    )
    expect(error.code).toBe('MCP_LISTING_TIMEOUT')
    expect(Date.now() - started).toBeLessThan(5_000)
    await server.close()
  })
})

describe('mcp client: hostile tool names', () => {
  it('a name holding a credential and control characters is redacted and cut in errors', async () => {
    const name = `\u001b[2J${'n'.repeat(30)} password=${CREDENTIAL} ${'x'.repeat(5000)}`
    const server = await hostileServer(() => ({
      tools: [
        { name, inputSchema: objectSchema },
        { name, inputSchema: objectSchema },
      ],
    }))
    const error = await loadError(loadMcpTools(server.client))
    expect(error).toBeInstanceOf(McpToolError)
    expect(error.message).not.toContain(CREDENTIAL.slice(0, 6))
    expect(error.message).not.toContain('x'.repeat(65))
    await server.close()
  })

  it('`__proto__` and an empty name are refused; prototype member names are plain tools', async () => {
    for (const name of ['__proto__', '']) {
      const server = await hostileServer(() => ({ tools: [{ name, inputSchema: objectSchema }] }))
      const error = await loadError(loadMcpTools(server.client))
      expect(error.code).toBe('MCP_TOOL_NAME_INVALID')
      await server.close()
    }
    const server = await hostileServer(
      () => ({
        tools: ['constructor', 'toString', 'hasOwnProperty'].map((name) => ({
          name,
          inputSchema: objectSchema,
        })),
      }),
      (name) => ({ content: [{ type: 'text', text: `ran ${name}` }] }),
    )
    const set = await loadMcpTools(server.client)
    expect(set.tools.map((tool) => tool.id)).toEqual(['constructor', 'toString', 'hasOwnProperty'])
    const runtime = createToolCallRuntime({ tools: set.tools })
    runtime.push({ type: 'tool-input-start', toolCallId: 'c1', toolName: 'valueOf' })
    runtime.push({ type: 'tool-input-end', toolCallId: 'c1' })
    runtime.push({ type: 'tool-input-start', toolCallId: 'c2', toolName: 'toString' })
    runtime.push({ type: 'tool-input-delta', toolCallId: 'c2', inputTextDelta: '{}' })
    runtime.push({ type: 'tool-input-end', toolCallId: 'c2' })
    const outcomes = await runtime.settle()
    await runtime.close()
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['failed', 'completed'])
    await server.close()
  })
})

describe('mcp client: hostile schemas', () => {
  it('a catastrophic pattern runs in linear time on a long argument', async () => {
    const server = await hostileServer(
      () => ({
        tools: [
          {
            name: 'grep',
            inputSchema: {
              type: 'object',
              properties: { q: { type: 'string', pattern: '^(a+)+$' } },
            },
          },
        ],
      }),
      () => ({ content: [{ type: 'text', text: 'ok' }] }),
    )
    const set = await loadMcpTools(server.client)
    const tool = set.tools[0]
    const started = Date.now()
    const result = await tool?.execute?.({ q: `${'a'.repeat(100_000)}!` })
    expect(isValidationError(result)).toBe(true)
    expect(Date.now() - started).toBeLessThan(3_000)
    await server.close()
  })

  it('a backreference or lookaround pattern is refused with a typed error', async () => {
    for (const pattern of ['^(a)\\1$', '(?=a)a', '(?<!b)a']) {
      const server = await hostileServer(() => ({
        tools: [
          {
            name: 'grep',
            inputSchema: { type: 'object', properties: { q: { type: 'string', pattern } } },
          },
        ],
      }))
      const error = await loadError(loadMcpTools(server.client))
      expect(error).toBeInstanceOf(McpToolError)
      expect(error.code).toBe('MCP_TOOL_SCHEMA_INVALID')
      await server.close()
    }
  })

  it('an input schema nested 20,000 levels deep is refused without a stack overflow', async () => {
    let schema: Record<string, unknown> = { type: 'string' }
    for (let level = 0; level < 20_000; level++) schema = { type: 'array', items: schema }
    const server = await hostileServer(() => ({
      tools: [{ name: 'deep', inputSchema: { type: 'object', properties: { a: schema } } }],
    }))
    const error = await loadError(loadMcpTools(server.client))
    expect(error).toBeInstanceOf(McpToolError)
    expect(error.code).toBe('MCP_TOOL_SCHEMA_INVALID')
    expect(error.message).not.toMatch(/Maximum call stack/)
    await server.close()
  })

  it('an output schema holding a hostile pattern is refused at load', async () => {
    const server = await hostileServer(() => ({
      tools: [
        {
          name: 'out',
          inputSchema: objectSchema,
          outputSchema: {
            type: 'object',
            properties: { a: { type: 'string', pattern: '(x+x+)+y'.repeat(2_000) } },
          },
        },
      ],
    }))
    const error = await loadError(loadMcpTools(server.client))
    expect(error.code).toBe('MCP_TOOL_SCHEMA_INVALID')
    await server.close()
  })
})

describe('mcp client: a result that breaks its output schema', () => {
  it('the model and the UI read none of its values or keys', async () => {
    const server = await hostileServer(
      () => ({
        tools: [
          {
            name: 'lookup',
            inputSchema: objectSchema,
            outputSchema: {
              type: 'object',
              properties: { count: { type: 'number' } },
              required: ['count'],
              additionalProperties: false,
            },
          },
        ],
      }),
      () => ({
        content: [{ type: 'text', text: 'see structured content' }],
        structuredContent: { count: CREDENTIAL, [`key_${PRIVATE}`]: 1 },
      }),
    )
    const set = await loadMcpTools(server.client)
    const runtime = createToolCallRuntime({
      tools: set.tools,
      requestContext: new RequestContext({ user: 'u1' }),
      observer: { log: () => {} },
    })
    runtime.push({ type: 'tool-input-start', toolCallId: 'c1', toolName: 'lookup' })
    runtime.push({ type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: '{}' })
    runtime.push({ type: 'tool-input-end', toolCallId: 'c1' })
    const [outcome] = await runtime.settle()
    await runtime.close()
    const chunks: ToolChunk[] = []
    for await (const chunk of runtime.display) chunks.push(chunk)
    expect(outcome?.status).toBe('failed')
    const failure = JSON.stringify({
      modelOutput: outcome && 'modelOutput' in outcome ? outcome.modelOutput : undefined,
      error: outcome && 'error' in outcome ? outcome.error : undefined,
      chunks: chunks.filter((chunk) => chunk.type === 'tool-output-error'),
    })
    expect(failure).not.toContain(CREDENTIAL.slice(0, 6))
    expect(failure).not.toContain(PRIVATE.slice(0, 6))
    await server.close()
  })
})
