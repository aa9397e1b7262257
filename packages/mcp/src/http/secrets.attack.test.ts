// What a client can read over HTTP: every byte of every response, recorded below the SDK
// client. Exceptions, request-context values and the access token must not be in any of it,
// on either SDK generation; v2's own tool registration sends an exception's text, which the
// last test shows this recording would catch.
import { createTool, RequestContext } from '@polytool/core'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type Generation, generations, sdkV2 } from '../test-fixtures/generations'
import { serveHttp } from '../test-fixtures/http-server'
import { createTestIssuer, goodClaims, RESOURCE } from '../test-fixtures/jwt'
import { serveOverHttp } from '../test-fixtures/serve-over-http'
import { explodingTool, SECRET } from '../test-fixtures/tools'
import type { McpAccessToken } from './access-token'
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

/**
 * Reports progress with the caller's token in its message. (Scrubbing request-context values
 * out of progress messages is tested with the progress code itself.)
 */
const chattyTool = createTool({
  id: 'chatty',
  description: 'Reports progress carelessly',
  inputSchema: z.object({}),
  execute: async (_input, context) => {
    const token = String(context.requestContext.get('token'))
    context.mcp?.progress?.({ progress: 1, message: `using Bearer ${token}` })
    return 'done'
  },
})

const closers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close()
})

/**
 * Connects a client of the generation through a `fetch` that keeps every response's headers
 * and body text, makes the calls, and returns all it read as one string.
 */
async function readEverything(
  sdk: Generation,
  url: URL,
  headers: Record<string, string>,
  calls: Array<{ name: string; arguments: Record<string, unknown> }>,
): Promise<{ bytes: string; results: Array<{ isError?: boolean }> }> {
  const bytes: Array<Promise<string>> = []
  const recording: typeof fetch = async (input, init) => {
    const response = await fetch(input, init)
    const seen: string[] = []
    response.headers.forEach((value, name) => {
      seen.push(`${name}: ${value}`)
    })
    bytes.push(Promise.resolve(seen.join('\n')))
    if (response.body !== null) bytes.push(readUntilEnd(response.clone().body!))
    return response
  }
  const client = await sdk.connectHttp(url, { requestInit: { headers }, fetch: recording })
  const results: Array<{ isError?: boolean }> = []
  for (const call of calls) {
    results.push(await sdk.callTool(client, call, { onprogress: () => {} }))
  }
  await client.close()
  return { bytes: (await Promise.all(bytes)).join('\n'), results }
}

/** The stream's text as far as it came: a client's close aborts it, after what it read. */
async function readUntilEnd(body: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder()
  const reader = body.getReader()
  let text = ''
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return text
      text += decoder.decode(value, { stream: true })
    }
  } catch {
    return text
  }
}

describe.each(generations)('secrets over HTTP on SDK $name', (sdk: Generation) => {
  it('keeps exceptions, request-context values and the token out of every response byte', async () => {
    const issuer = await createTestIssuer()
    const heard: unknown[] = []
    const handler = sdk.createMcpHandler(
      { name: 'secrets', version: '1.0.0' },
      [explodingTool, tenantTool, chattyTool],
      {
        auth: {
          resource: RESOURCE,
          authorizationServers: [issuer.issuer],
          verifyAccessToken: createJwtVerifier({
            issuer: issuer.issuer,
            audience: RESOURCE,
            jwks: issuer.jwks,
          }),
        },
        requestContext: (token: McpAccessToken | undefined) =>
          new RequestContext({ apiKey: CONTEXT_SECRET, token: token?.token }),
        onError: (error: unknown) => {
          heard.push(error)
        },
      },
    )
    const served = await serveOverHttp(handler)
    closers.push(served.close, handler.close)
    const token = await issuer.sign(goodClaims())

    const { bytes, results } = await readEverything(
      sdk,
      served.url,
      { authorization: `Bearer ${token}` },
      [
        { name: 'lookup-order', arguments: { orderId: '1' } },
        { name: 'tenant-report', arguments: {} },
        { name: 'chatty', arguments: {} },
      ],
    )

    expect(results.map((result) => result.isError === true)).toEqual([true, true, false])
    expect(heard.map((error) => String((error as Error).cause))).toEqual([
      expect.stringContaining(SECRET),
      expect.stringContaining(CONTEXT_SECRET),
    ])
    expect(bytes).toContain('lookup-order')
    expect(bytes).toContain('notifications/progress')
    for (const secret of [SECRET, 'hunter2', CONTEXT_SECRET, token, token.split('.')[2]!]) {
      expect(bytes).not.toContain(secret)
    }
  })
})

describe('the same recording against SDK v2’s own tool registration over HTTP', () => {
  it('reads the exception text there, so the test above would see a leak', async () => {
    const server = await serveHttp(sdkV2, () => {
      const plain = sdkV2.newServer({ name: 'plain-v2', version: '1.0.0' })
      plain.registerTool('lookup-order', { description: 'Looks an order up' }, () => {
        throw new Error(`connection to ${SECRET} refused`)
      })
      return plain
    })
    closers.push(server.close)
    const { bytes } = await readEverything(sdkV2, server.url, {}, [
      { name: 'lookup-order', arguments: {} },
    ])
    expect(bytes).toContain(SECRET)
  })
})
