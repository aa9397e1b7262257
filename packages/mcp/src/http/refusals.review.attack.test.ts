import { createTool, RequestContext } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createMcpHandler, type McpAccessToken } from '../index.js'

// The HTTP handler as an attacker sees it: every refusal is a fixed text, and nothing of the
// request (body, headers, token, query) or of an exception comes back in any answer.

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJaazlmMnE3In0.Zk9f2q7WmX3pL8vB4nR6sig'
const CREDENTIAL = 'Zk9f2q7WmX3pL8vB4nR6'
const PRIVATE = 'Zq7kP9mW2xL4vB8nR3tY6cJ'
const RESOURCE = 'https://mcp.example.com/mcp'

const echo = createTool({
  id: 'echo',
  description: 'echo',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }, { requestContext }) => {
    if (text === 'throw')
      throw new Error(`upstream: ${String(requestContext.get('user'))} ${TOKEN}`)
    return { text }
  },
})

const admin = createTool({
  id: 'admin',
  description: 'scoped',
  inputSchema: z.object({}),
  mcp: { scopes: ['admin'] },
  execute: async () => 'ok',
})

function handler() {
  return createMcpHandler({ name: 'review', version: '1.0.0' }, [echo, admin], {
    stateless: true,
    jsonResponse: true,
    allowedOrigins: ['https://app.example.com'],
    maxBodyBytes: 64 * 1024,
    auth: {
      resource: RESOURCE,
      authorizationServers: ['https://auth.example.com'],
      verifyAccessToken: async (token: string): Promise<McpAccessToken | undefined> => {
        if (token === 'good')
          return { token, subject: PRIVATE, scopes: [], clientId: 'c', claims: {} }
        throw new Error(`verifier failed on ${token} with secret=${CREDENTIAL}`)
      },
    },
    requestContext: (token) => new RequestContext({ user: token?.subject ?? 'anon' }),
    onError: () => undefined,
  })
}

function post(body: string, headers: Record<string, string> = {}, url = RESOURCE): Request {
  return new Request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      authorization: 'Bearer good',
      ...headers,
    },
    body,
  })
}

async function everything(response: Response): Promise<string> {
  const headers: string[] = []
  response.headers.forEach((value, name) => {
    headers.push(`${name}: ${value}`)
  })
  return `${response.status}\n${headers.join('\n')}\n${await response.text()}`
}

function expectNothingQuoted(text: string): void {
  for (const secret of [TOKEN, CREDENTIAL, PRIVATE]) {
    for (let start = 0; start + 6 <= secret.length; start += 3) {
      expect(text, text.slice(0, 1500)).not.toContain(secret.slice(start, start + 6))
    }
  }
}

const call = (name: string, args: unknown) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } })

describe('mcp http handler: refusals quote nothing', () => {
  it('every refusal of the HTTP layer', async () => {
    const serve = handler()
    const requests: Request[] = [
      post(`{"password":"${CREDENTIAL}"`),
      post(`not json ${TOKEN}`),
      post(call('echo', { text: 'x' }), { authorization: `Bearer ${TOKEN}` }),
      post(call('echo', { text: 'x' }), { authorization: `Basic ${CREDENTIAL}` }),
      post(call('echo', { text: 'x' }), { origin: `https://${CREDENTIAL}.evil.example` }),
      post(call('echo', { text: 'x' }), {}, `${RESOURCE}?access_token=${TOKEN}`),
      post(call('echo', { text: 'x' }), {}, `https://mcp.example.com/other/${CREDENTIAL}`),
      post(call('echo', { text: 'x' }), { 'mcp-session-id': CREDENTIAL }),
      post(
        `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo","arguments":{"text":"${'x'.repeat(70_000)}${CREDENTIAL}"}}}`,
      ),
      post(call('admin', { secret: CREDENTIAL })),
    ]
    for (const request of requests) {
      const response = await serve(request)
      expect(response.status, await everything(response.clone())).toBeGreaterThanOrEqual(200)
      const seen = await everything(response)
      expectNothingQuoted(seen)
    }
    await serve.close()
  })

  it('a tool exception and the token-derived context reach the client as the fixed message', async () => {
    const serve = handler()
    const response = await serve(post(call('echo', { text: 'throw' })))
    const text = await everything(response)
    expect(text).toContain('internal error')
    expectNothingQuoted(text)
    await serve.close()
  })
})
