import { describe, expect, it } from 'vitest'
import { createMcpHandler as createV1Handler } from '../index.js'
import { echoTool } from '../test-fixtures/raw-wire.js'
import { createMcpHandler as createV2Handler } from '../v2/index.js'

// Over HTTP, a `tools/call` whose params the SDK does not read as a request (params that are
// not an object, a `_meta` that is not one, a progress token that is a fraction or an object)
// must be answered at once, as on the in-process wire (`wire-answers.attack.test.ts`): never
// left open until the client's timeout, and never echoing what was sent.

const CREDENTIAL = 'Zk9f2q7WmX3pL8vB4nR6'
const MALFORMED_PARAMS: readonly unknown[] = [
  `token=${CREDENTIAL}`,
  ['echo', CREDENTIAL],
  { name: 'echo', arguments: {}, _meta: { progressToken: 1.5 }, secret: CREDENTIAL },
  { name: 'echo', arguments: {}, _meta: { progressToken: { token: CREDENTIAL } } },
  { name: 'echo', arguments: {}, _meta: CREDENTIAL },
]

const post = (params: unknown) =>
  new Request('http://localhost/mcp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params }),
  })

// The answer, or `no answer` once the client would have given up waiting.
async function answerOf(response: Promise<Response>): Promise<{ status: number; text: string }> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('no answer')), 2_000),
  )
  const answered = await Promise.race([response, timeout])
  return { status: answered.status, text: await Promise.race([answered.text(), timeout]) }
}

describe.each([
  ['v1', createV1Handler],
  ['v2', createV2Handler],
] as const)('mcp http handler (%s): malformed tools/call params', (_name, create) => {
  it.each([true, false])('get a JSON-RPC error at once (jsonResponse: %s)', async (json) => {
    const serve = create({ name: 'review', version: '1.0.0' }, [echoTool], {
      stateless: true,
      jsonResponse: json,
    })
    for (const params of MALFORMED_PARAMS) {
      const { status, text } = await answerOf(serve(post(params)))
      expect(status).toBe(400)
      expect(JSON.parse(text)).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 } })
      expect(text).not.toContain(CREDENTIAL.slice(0, 8))
    }
    // The handler still serves a well-formed call.
    const { text } = await answerOf(serve(post({ name: 'echo', arguments: {} })))
    expect(text).toContain('"text":"ok"')
    await serve.close()
  })
})
