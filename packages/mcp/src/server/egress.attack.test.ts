// A client reads every error text a server sends. A tool's failure value, its error output and
// the host's own onError message may carry a credential written after a prefix or in a header:
// each used to reach the client as it was.
import { type AnyTool, createTool, RequestContext } from '@polytool/core'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type Connected, connectInMemory } from '../test-fixtures/connect'
import { createMcpServer } from './create-server'
import type { McpServeOptions } from './options'

const CREDENTIAL = 'hunter2-swordfish-4417'
let open: Connected[] = []
afterEach(async () => {
  await Promise.all(open.map((connection) => connection.close()))
  open = []
})

async function callText(tool: AnyTool, options: McpServeOptions = {}): Promise<string> {
  const connection = await connectInMemory(
    createMcpServer({ name: 's', version: '1' }, [tool], options),
  )
  open.push(connection)
  const result = await connection.client.callTool({ name: tool.id, arguments: {} })
  expect(result.isError).toBe(true)
  return JSON.stringify(result.content)
}

describe('attack: error text sent to an MCP client', () => {
  it('a failure value the tool returns', async () => {
    const tool = createTool({
      id: 'db',
      description: 'd',
      inputSchema: z.object({}),
      execute: async () => ({
        error: true,
        message: `db: connect failed: password: ${CREDENTIAL}`,
      }),
    })
    const text = await callText(tool)
    expect(text).toContain('connect failed')
    expect(text).not.toContain(CREDENTIAL)
  })

  it("an error output from the tool's toModelOutput", async () => {
    const tool = createTool({
      id: 'fetcher',
      description: 'd',
      inputSchema: z.object({}),
      execute: async () => 'done',
      toModelOutput: () => ({
        type: 'error-text',
        value: `upstream refused\nCookie: theme=dark; sid=${CREDENTIAL}`,
      }),
    })
    const text = await callText(tool)
    expect(text).toContain('upstream refused')
    expect(text).not.toContain(CREDENTIAL)
  })

  it("the host's onError message", async () => {
    const tool = createTool({
      id: 'boom',
      description: 'd',
      inputSchema: z.object({}),
      execute: async () => {
        throw new Error('boom')
      },
    })
    const text = await callText(tool, {
      onError: () => `Tool failed; retry with x-api-key: ${CREDENTIAL}`,
    })
    expect(text).toContain('Tool failed')
    expect(text).not.toContain(CREDENTIAL)
  })
})

describe('attack: request-context values in text the host writes', () => {
  const customer = 'cus_88213xyz'
  const session = 'sess_priv_77'
  const requestContext = () =>
    new RequestContext<Record<string, unknown>>([
      ['customer', customer],
      ['sessions', { [session]: 1 }],
    ] as never)

  it("the host's onError message quoting the context", async () => {
    const tool = createTool({
      id: 'crash',
      description: 'd',
      inputSchema: z.object({}),
      execute: async () => {
        throw new Error('boom')
      },
    })
    const text = await callText(tool, {
      requestContext,
      onError: () => `failed for ${customer} in ${session}`,
    })
    expect(text).toContain('failed for')
    expect(text).not.toContain(customer)
    expect(text).not.toContain(session)
  })

  it("an approver's reason quoting the context", async () => {
    const tool = createTool({
      id: 'refund',
      description: 'd',
      inputSchema: z.object({}),
      requireApproval: true,
      execute: async () => 'refunded',
    })
    const text = await callText(tool, {
      requestContext,
      approve: () => ({ approved: false, reason: `${customer} is blocked (${session})` }),
    })
    expect(text).toContain('is blocked')
    expect(text).not.toContain(customer)
    expect(text).not.toContain(session)
  })
})
