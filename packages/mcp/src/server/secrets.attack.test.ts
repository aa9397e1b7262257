import { createTool, RequestContext } from '@polytool/core'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type Connected, type Generation, generations, sdkV2 } from '../test-fixtures/generations'
import { explodingTool, SECRET } from '../test-fixtures/tools'

// An attacker who can call tools tries to read the server's secrets out of what comes back:
// exception text, the host's request-context values and the bearer token the call ran with.
// SDK v2's own McpServer.registerTool sends an exception's message to the client; a polytool
// server on either generation must not.

let open: Connected[] = []
afterEach(async () => {
  await Promise.all(open.map((connection) => connection.close()))
  open = []
})

const info = { name: 'attacked', version: '1.0.0' }
const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhbGljZSJ9.c2lnbmF0dXJlLW9mLWFsaWNl'
const TENANT_SECRET = 'tenant-db-password-Zq8v'

/** Everything the client received, as one string: results, errors and notifications. */
function wire(connection: Connected): string {
  return JSON.stringify(connection.received)
}

function expectNoSecret(connection: Connected): void {
  const seen = wire(connection)
  for (const secret of [SECRET, 'hunter2', TOKEN, TENANT_SECRET]) {
    expect(seen).not.toContain(secret)
  }
}

// The host puts the caller's token and a tenant secret in the request context, as a server
// behind OAuth does with the verified token.
const requestContext = () => new RequestContext({ token: TOKEN, tenantSecret: TENANT_SECRET })

const echoTokenTool = createTool({
  id: 'call-backend',
  description: 'Calls a backend with the caller’s token, which rejects it',
  requestContextSchema: z.object({ token: z.string(), tenantSecret: z.string() }),
  execute: async (_input, context) => {
    const token = String(context.requestContext.get('token'))
    throw new Error(`backend refused Authorization: Bearer ${token} for ${TENANT_SECRET}`)
  },
})

const strictTenantTool = createTool({
  id: 'tenant-report',
  description: 'Needs a tenant id of the form t-123',
  // A host's schema whose message names the bad value, as many hand-written checks do.
  requestContextSchema: z.object({
    tenantSecret: z.string().superRefine((value, check) => {
      if (!/^t-\d+$/.test(value)) check.addIssue({ code: 'custom', message: `bad tenant ${value}` })
    }),
  }),
  execute: async () => 'report',
})

const progressLeakTool = createTool({
  id: 'progress-leak',
  description: 'Reports progress with the token in the message',
  execute: async (_input, context) => {
    context.mcp?.progress?.({ progress: 1, message: `using Bearer ${TOKEN}` })
    return 'ok'
  },
})

// A tool that tells the person waiting whom it works for, quoting the host's request context:
// the tenant secret and the caller's email must not reach the client in the progress message.
const CUSTOMER_EMAIL = 'alice.wong@customer.example'
const progressContextTool = createTool({
  id: 'progress-context',
  description: 'Reports progress naming the tenant and the caller',
  requestContextSchema: z.object({ tenantSecret: z.string(), email: z.string() }),
  execute: async (_input, context) => {
    const tenant = context.requestContext.get('tenantSecret')
    const email = context.requestContext.get('email')
    context.mcp?.progress?.({ progress: 1, message: `exporting ${tenant} rows for ${email}` })
    return 'exported'
  },
})

describe.each(generations)('secrets on SDK $name', (sdk: Generation) => {
  async function attack(name: string, options: Record<string, unknown> = {}) {
    const server = sdk.createMcpServer(
      info,
      [explodingTool, echoTokenTool, strictTenantTool, progressLeakTool],
      { requestContext, ...options },
    )
    const connection = await sdk.connect(server)
    open.push(connection)
    const result = await sdk.callTool(
      connection.client,
      { name, arguments: {} },
      {
        onprogress: () => {},
      },
    )
    return { connection, result }
  }

  it('an exception with a database URL in its message never reaches the client', async () => {
    const server = sdk.createMcpServer(info, [explodingTool])
    const connection = await sdk.connect(server)
    open.push(connection)
    const result = await connection.client.callTool({
      name: 'lookup-order',
      arguments: { orderId: 'A-1' },
    })
    expect(result.isError).toBe(true)
    expectNoSecret(connection)
  })

  it('an exception carrying the bearer token and a request-context value stays on the server', async () => {
    const { connection, result } = await attack('call-backend')
    expect(result.isError).toBe(true)
    expectNoSecret(connection)
  })

  // Core's failure hides the values already; the MCP server also sends only its fixed message.
  it('a request context the tool refuses never shows its values', async () => {
    const { connection, result } = await attack('tenant-report')
    expect(result.isError).toBe(true)
    expectNoSecret(connection)
  })

  it('a request-context builder that throws with the token in its message stays on the server', async () => {
    const { connection, result } = await attack('lookup-order', {
      requestContext: () => {
        throw new Error(`cannot build a context for Bearer ${TOKEN}`)
      },
    })
    expect(result.isError).toBe(true)
    expectNoSecret(connection)
  })

  it('a progress message quoting request-context values hides them', async () => {
    const server = sdk.createMcpServer(info, [progressContextTool], {
      requestContext: () =>
        new RequestContext({ tenantSecret: TENANT_SECRET, email: CUSTOMER_EMAIL }),
    })
    const connection = await sdk.connect(server)
    open.push(connection)
    const heard: Array<{ message?: string }> = []
    await sdk.callTool(
      connection.client,
      { name: 'progress-context', arguments: {} },
      { onprogress: (progress: { message?: string }) => heard.push(progress) },
    )
    await expect.poll(() => heard.length).toBe(1)
    expect(heard[0]!.message).toContain('exporting')
    expect(wire(connection)).not.toContain(CUSTOMER_EMAIL)
    expectNoSecret(connection)
  })

  it('a progress message is withheld when the request context has too many values to hide', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 2_000 }, (_, index) => [`key${index}`, `value-${index}`]),
    )
    const server = sdk.createMcpServer(info, [progressContextTool], {
      requestContext: () =>
        new RequestContext({ ...many, tenantSecret: TENANT_SECRET, email: CUSTOMER_EMAIL }),
    })
    const connection = await sdk.connect(server)
    open.push(connection)
    const heard: Array<{ progress: number; message?: string }> = []
    await sdk.callTool(
      connection.client,
      { name: 'progress-context', arguments: {} },
      { onprogress: (progress: { progress: number; message?: string }) => heard.push(progress) },
    )
    await expect.poll(() => heard.length).toBe(1)
    expect(heard[0]).toEqual({ progress: 1 })
    expect(wire(connection)).not.toContain(CUSTOMER_EMAIL)
    expectNoSecret(connection)
  })

  it('a progress message with the token in it is redacted', async () => {
    const { connection } = await attack('progress-leak')
    expect(wire(connection)).toContain('notifications/progress')
    expectNoSecret(connection)
  })
})

describe('the same attack on SDK v2’s own tool registration', () => {
  it('reads the exception text there, which is why polytool serves v2 through its own handler', async () => {
    const server = sdkV2.newServer(info)
    server.registerTool('lookup-order', { description: 'Looks an order up' }, () => {
      throw new Error(`connection to ${SECRET} refused`)
    })
    const connection = await sdkV2.connect(server)
    open.push(connection)
    await connection.client.callTool({ name: 'lookup-order', arguments: {} })
    expect(wire(connection)).toContain(SECRET)
  })
})
