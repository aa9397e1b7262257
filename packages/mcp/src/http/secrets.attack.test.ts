// What a client can read over HTTP: every byte of every response, recorded below the SDK
// client. Exceptions, request-context values and the access token must not be in any of it.
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { createTool, RequestContext } from '@polytool/core'
import { afterEach, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestIssuer, goodClaims, RESOURCE } from '../test-fixtures/jwt'
import { type Served, serveOverHttp } from '../test-fixtures/serve-over-http'
import { explodingTool, SECRET } from '../test-fixtures/tools'
import { createMcpHandler, type McpHandler } from './handler'
import { createJwtVerifier } from './jwt'

const CONTEXT_SECRET = 'tenant-api-key-5f2c9e'

/** Throws with the request context's secret in its message, as careless code does. */
const tenantTool = createTool({
  id: 'tenant-report',
  description: 'A report for the tenant',
  inputSchema: z.object({}),
  execute: async (_input, context) => {
    throw new Error(`upstream refused key ${String(context.requestContext.get('apiKey'))}`)
  },
})

let served: Served | undefined
let handler: McpHandler | undefined
afterEach(async () => {
  await handler?.close()
  await served?.close()
})

it('keeps exceptions, request-context values and the token out of every response byte', async () => {
  const issuer = await createTestIssuer()
  const heard: unknown[] = []
  handler = createMcpHandler({ name: 'secrets', version: '1.0.0' }, [explodingTool, tenantTool], {
    auth: {
      resource: RESOURCE,
      authorizationServers: [issuer.issuer],
      verifyAccessToken: createJwtVerifier({
        issuer: issuer.issuer,
        audience: RESOURCE,
        jwks: issuer.jwks,
      }),
    },
    requestContext: (token) => new RequestContext({ apiKey: CONTEXT_SECRET, token: token?.token }),
    onError: (error) => {
      heard.push(error)
    },
  })
  served = await serveOverHttp(handler)
  const token = await issuer.sign(goodClaims())
  const bytes: string[] = []
  const recording: typeof fetch = async (input, init) => {
    const response = await fetch(input, init)
    const copy = response.clone()
    const headers: string[] = []
    copy.headers.forEach((value, name) => {
      headers.push(`${name}: ${value}`)
    })
    bytes.push(headers.join('\n'))
    if (copy.body !== null)
      void copy.text().then(
        (text) => bytes.push(text),
        () => {},
      )
    return response
  }
  const client = new Client({ name: 'reader', version: '1.0.0' })
  await client.connect(
    new StreamableHTTPClientTransport(served.url, {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
      fetch: recording,
    }),
  )
  const exploded = await client.callTool({ name: 'lookup-order', arguments: { orderId: '1' } })
  const refused = await client.callTool({ name: 'tenant-report', arguments: {} })
  expect(exploded.isError).toBe(true)
  expect(refused.isError).toBe(true)
  await client.close()
  await new Promise((resolve) => setTimeout(resolve, 50))

  expect(heard.map((error) => String((error as Error).cause))).toEqual([
    expect.stringContaining(SECRET),
    expect.stringContaining(CONTEXT_SECRET),
  ])
  const everything = bytes.join('\n')
  expect(everything).toContain('lookup-order')
  for (const secret of [SECRET, 'hunter2', CONTEXT_SECRET, token, token.split('.')[2]!]) {
    expect(everything).not.toContain(secret)
  }
})
