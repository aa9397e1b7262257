import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import {
  type CallToolResult,
  CallToolResultSchema,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js'
import { type AnyTool, createTool, RequestContext } from '@polytool/core'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type Connected, connectInMemory } from '../test-fixtures/connect'
import { shoutTool, weatherTool } from '../test-fixtures/tools'
import { createMcpServer } from './create-server'
import type { McpServeOptions } from './options'
import { registerMcpTools } from './register'

let open: Connected[] = []
afterEach(async () => {
  await Promise.all(open.map((connection) => connection.close()))
  open = []
})

const info = { name: 'attacked', version: '1.0.0' }

async function connect(
  tools: readonly AnyTool[] = [weatherTool, shoutTool],
  options: McpServeOptions = {},
) {
  const connection = await connectInMemory(createMcpServer(info, tools, options))
  open.push(connection)
  return connection
}

/** Sends a raw `tools/call` (the SDK client would refuse some of these) and returns its error. */
async function rawCallError(connection: Connected, params: unknown) {
  const error = await connection.client
    .request({ method: 'tools/call', params: params as never }, CallToolResultSchema)
    .then(
      () => undefined,
      (caught: { code: number; message: string }) => caught,
    )
  expect(error, JSON.stringify(params).slice(0, 80)).toBeDefined()
  return error!
}

function errorsReceived(received: readonly JSONRPCMessage[]) {
  return received.flatMap((message) => ('error' in message ? [message.error] : []))
}

describe('tools/call requests an attacker shapes', () => {
  it('answers non-object arguments with -32602 and one short line', async () => {
    const connection = await connect()
    for (const args of ['text', [1, 2], 5, null, true]) {
      const error = await rawCallError(connection, { name: 'weather', arguments: args })
      expect(error.code).toBe(-32602)
      expect(error.message).toContain('expected arguments to be a JSON object')
    }
    for (const sent of errorsReceived(connection.received)) {
      expect(sent.message.length).toBeLessThan(120)
      expect(sent.message).not.toContain('"path"')
    }
    const after = (await connection.client.callTool({
      name: 'shout',
      arguments: { value: 'ok' },
    })) as CallToolResult
    expect(after.content).toEqual([{ type: 'text', text: 'OK' }])
  })

  it('answers a missing or non-string name with -32602 and one short line', async () => {
    const connection = await connect()
    for (const params of [
      {},
      { name: 5 },
      { name: null, arguments: {} },
      { name: 'x'.repeat(9) },
    ]) {
      expect((await rawCallError(connection, params)).code).toBe(-32602)
    }
    const sent = errorsReceived(connection.received)
    expect(sent).toHaveLength(4)
    expect(sent.slice(0, 3).map((error) => error.message)).toEqual(
      Array(3).fill('MCP error -32602: Invalid tools/call params: expected name to be a string'),
    )
    for (const error of sent) expect(error.message.length).toBeLessThan(120)
  })

  it('cuts an unknown tool name to 64 characters in the error', async () => {
    const connection = await connect()
    const name = `${'n'.repeat(64)}${'SECRET-TAIL'.repeat(100_000)}`
    const error = await rawCallError(connection, { name, arguments: {} })
    expect(error.code).toBe(-32602)
    const [sent] = errorsReceived(connection.received)
    expect(sent!.message).toContain(`"${'n'.repeat(64)}…"`)
    expect(sent!.message).not.toContain('SECRET-TAIL')
    expect(sent!.message.length).toBeLessThan(200)
  })

  it('lists at most 20 of its tool names for an unknown tool', async () => {
    const many = Array.from({ length: 500 }, (_, index) =>
      createTool({
        id: `tool-${index}`,
        description: 'One of many',
        execute: async () => 'ok',
      }),
    )
    const connection = await connect(many)
    await rawCallError(connection, { name: 'nope', arguments: {} })
    const [sent] = errorsReceived(connection.received)
    expect(sent!.message).toContain('tool-19 and 480 more')
    expect(sent!.message).not.toContain('tool-20,')
  })
})

describe('a result over the transport limit', () => {
  const hugeTool = createTool({
    id: 'huge',
    description: 'Returns as many characters as asked',
    inputSchema: z.object({ size: z.number().int() }),
    execute: async ({ size }) => 'é'.repeat(size),
  })

  it('becomes an error result that says so, and the connection stays open', async () => {
    const connection = await connect([hugeTool, shoutTool])
    const result = (await connection.client.callTool({
      name: 'huge',
      arguments: { size: 3 * 1024 * 1024 },
    })) as CallToolResult
    expect(result.isError).toBe(true)
    expect(result.content).toEqual([
      {
        type: 'text',
        text: expect.stringMatching(
          /^Tool huge produced a result of \d+ bytes, over this server's limit of 4194304 bytes \(maxResultBytes\)$/,
        ),
      },
    ])
    const after = (await connection.client.callTool({
      name: 'shout',
      arguments: { value: 'still here' },
    })) as CallToolResult
    expect(after.content).toEqual([{ type: 'text', text: 'STILL HERE' }])
  })

  it('takes a lower or higher maxResultBytes', async () => {
    const low = await connect([hugeTool], { maxResultBytes: 1_000 })
    const small = (await low.client.callTool({
      name: 'huge',
      arguments: { size: 600 },
    })) as CallToolResult
    expect(small.isError).toBe(true)
    const high = await connect([hugeTool], { maxResultBytes: 16 * 1024 * 1024 })
    const large = (await high.client.callTool({
      name: 'huge',
      arguments: { size: 3 * 1024 * 1024 },
    })) as CallToolResult
    expect(large.isError).toBeUndefined()
  })
})

describe('what a failing tool must not tell the client', () => {
  const SECRET = 'postgres://u:pw@host/db'
  const contextSchema = z.object({
    tenant: z.string(),
    databaseUrl: z.string().startsWith('https'),
  })

  const tools = [
    createTool({
      id: 'throws',
      description: 'Throws with a connection string',
      execute: async () => {
        throw new Error(`connect ${SECRET} refused`)
      },
    }),
    createTool({
      id: 'throws-in-model-output',
      description: 'Its toModelOutput throws',
      execute: async () => 'fine',
      toModelOutput: () => {
        throw new TypeError(`cannot format for ${SECRET}`)
      },
    }),
    createTool({
      id: 'throws-a-string',
      description: 'Throws a bare string',
      execute: async () => {
        throw SECRET
      },
    }),
    createTool({
      id: 'context',
      description: 'Needs a request context',
      requestContextSchema: contextSchema,
      execute: async (_input, context) => String(context.requestContext.get('tenant')),
    }),
    createTool({
      id: 'approval',
      description: 'Needs approval',
      requireApproval: true,
      execute: async () => 'approved',
    }),
  ]

  it('keeps exception text and request context values on the server', async () => {
    const server = new McpServer(info)
    registerMcpTools(server, tools, {
      requestContext: () => new RequestContext({ tenant: 't1', databaseUrl: SECRET }),
      approve: () => {
        throw new Error(`approval store ${SECRET} down`)
      },
    })
    const connection = await connectInMemory(server)
    open.push(connection)
    const results: CallToolResult[] = []
    for (const tool of tools) {
      results.push(
        (await connection.client.callTool({ name: tool.id, arguments: {} })) as CallToolResult,
      )
    }
    expect(results.map((result) => result.isError)).toEqual([true, true, true, true, true])
    const wire = JSON.stringify(connection.received)
    expect(wire).not.toContain('pw@host')
    expect(wire).not.toContain('postgres:')
  })

  it('keeps them there when the request context factory itself throws', async () => {
    const server = new McpServer(info)
    registerMcpTools(server, tools.slice(3, 4), {
      requestContext: () => {
        throw new Error(`vault ${SECRET} sealed`)
      },
    })
    const connection = await connectInMemory(server)
    open.push(connection)
    const result = (await connection.client.callTool({
      name: 'context',
      arguments: {},
    })) as CallToolResult
    expect(result.isError).toBe(true)
    expect(JSON.stringify(connection.received)).not.toContain('pw@host')
  })
})
