import { describe, expect, it } from 'vitest'
import { openRawWire, RAW_WIRE_GENERATIONS } from '../test-fixtures/raw-wire.js'
import { MALFORMED_REQUEST_MESSAGE } from './malformed-requests.js'

// A raw JSON-RPC client on the wire of a served polytool server, on both SDK generations:
// - an unknown tool's name came back cut but not redacted before;
// - `tools/call` params the SDK does not read as a request at all (params that are not an
//   object, a `_meta` that is not one, a progress token that is an object or a fraction) got no
//   answer before: the client waited for its own timeout.

const CREDENTIAL = 'Zk9f2q7WmX3pL8vB4nR6'

describe.each(RAW_WIRE_GENERATIONS)('a raw client on the wire (SDK %s)', (...generation) => {
  async function wire() {
    const session = await openRawWire(generation)
    return { ...session, sent: () => JSON.stringify(session.received) }
  }

  it('an unknown tool name is redacted before it is cut and echoed', async () => {
    const session = await wire()
    for (const name of [
      `x Bearer ${CREDENTIAL}`,
      `x password=${CREDENTIAL}`,
      `postgres://app:${CREDENTIAL}@db/x`,
      `${'n'.repeat(40)} Bearer ${CREDENTIAL}`,
    ]) {
      expect(
        JSON.stringify(await session.request('tools/call', { name, arguments: {} })),
      ).toContain('-32602')
    }
    expect(session.sent()).not.toContain(CREDENTIAL.slice(0, 6))
    await session.close()
  })

  it.each([
    [
      'a progress token that is an object',
      { name: 'echo', arguments: {}, _meta: { progressToken: { token: 'x' } } },
    ],
    [
      'a progress token that is a fraction',
      { name: 'echo', arguments: {}, _meta: { progressToken: 1.5 } },
    ],
    ['a _meta that is a string', { name: 'echo', arguments: {}, _meta: 'x' }],
    ['params that are a string', 'token=x'],
    ['params that are an array', ['echo']],
  ])('%s gets -32602 with a fixed text, not silence', async (_what, params) => {
    const session = await wire()
    const answer = await Promise.race([
      session.request('tools/call', params),
      new Promise((resolve) => setTimeout(() => resolve('no answer'), 2_000)),
    ])
    expect(answer).toMatchObject({ error: { code: -32602, message: MALFORMED_REQUEST_MESSAGE } })
    // The server still serves the next, well-formed call.
    expect(await session.request('tools/call', { name: 'echo', arguments: {} })).toMatchObject({
      result: { content: [{ type: 'text', text: 'ok' }] },
    })
    await session.close()
  })
})
