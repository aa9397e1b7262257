import { describe, expect, it } from 'vitest'
import { openRawWire, RAW_WIRE_GENERATIONS, settle } from '../test-fixtures/raw-wire.js'
import { MALFORMED_REQUEST_MESSAGE } from './malformed-requests.js'

// A raw client sends what the SDK does not read as a request: the server answers each such
// request once, with the fixed text, and nothing else (notifications, ids JSON-RPC does not
// allow, another protocol version), and keeps serving.

const CREDENTIAL = 'Zk9f2q7WmX3pL8vB4nR6'

describe.each(RAW_WIRE_GENERATIONS)('malformed requests on the wire (SDK %s)', (...generation) => {
  const wire = () => openRawWire(generation)

  it('answers each malformed request exactly once, with the fixed text', async () => {
    const session = await wire()
    const malformed: [number | string, unknown][] = [
      [1, 'SECRET_PARAMS_TEXT'],
      [2, null],
      [3, 5],
      [4, { name: 'echo', arguments: {}, _meta: null }],
      [5, { name: 'echo', arguments: {}, _meta: { progressToken: null } }],
      [6, { name: 'echo', arguments: {}, _meta: { progressToken: { SECRET_TOKEN: 1 } } }],
      [-7, ['SECRET_ARRAY_ITEM']],
      ['string-id', 'SECRET_PARAMS_TEXT'],
      ['', 'x'],
    ]
    for (const [id, params] of malformed) {
      await session.send({ jsonrpc: '2.0', id, method: 'tools/call', params })
    }
    await settle()
    for (const [id] of malformed) {
      expect(session.answersTo(id), String(id)).toEqual([
        { jsonrpc: '2.0', id, error: { code: -32602, message: MALFORMED_REQUEST_MESSAGE } },
      ])
    }
    expect(JSON.stringify(session.received)).not.toContain('SECRET')
    await session.close()
  })

  it('answers a malformed request of any method, unknown ones included, once', async () => {
    const session = await wire()
    await session.send({ jsonrpc: '2.0', id: 10, method: 'ping', params: [] })
    await session.send({ jsonrpc: '2.0', id: 11, method: 'no/such/method', params: 'x' })
    await settle()
    expect(session.answersTo(10)).toHaveLength(1)
    expect(session.answersTo(11)).toHaveLength(1)
    await session.close()
  })

  it('answers each of two requests that share an id once', async () => {
    const session = await wire()
    await session.send({ jsonrpc: '2.0', id: 20, method: 'tools/call', params: 'x' })
    await session.send({ jsonrpc: '2.0', id: 20, method: 'tools/call', params: 'x' })
    await settle()
    expect(session.answersTo(20)).toHaveLength(2)
    await session.close()
  })

  it('answers no notification, no id JSON-RPC does not allow, no other protocol version', async () => {
    const session = await wire()
    const silent = [
      { jsonrpc: '2.0', method: 'notifications/cancelled', params: 'x' },
      { jsonrpc: '2.0', id: null, method: 'tools/call', params: 'x' },
      { jsonrpc: '2.0', id: 1.5, method: 'tools/call', params: 'x' },
      { jsonrpc: '2.0', id: 2 ** 53, method: 'tools/call', params: 'x' },
      { jsonrpc: '2.0', id: 1e300, method: 'tools/call', params: 'x' },
      { jsonrpc: '2.0', id: { SECRET: 1 }, method: 'tools/call', params: 'x' },
      { jsonrpc: '2.0', id: ['SECRET'], method: 'tools/call', params: 'x' },
      { jsonrpc: '2.0', id: true, method: 'tools/call', params: 'x' },
      { jsonrpc: '1.0', id: 30, method: 'tools/call', params: 'x' },
      { id: 31, method: 'tools/call', params: 'x' },
      { jsonrpc: '2.0', id: 32, method: 42, params: 'x' },
      { jsonrpc: '2.0', id: 33, result: {} },
      { jsonrpc: '2.0', id: 34, error: { code: 1, message: 'SECRET' } },
      ['SECRET_BATCH'],
      'SECRET_STRING',
      null,
    ]
    for (const message of silent) await session.send(message)
    await settle()
    expect(session.received).toEqual([])
    await session.close()
  })

  it('still serves a well-formed call after a burst of malformed ones', async () => {
    const session = await wire()
    for (let id = 100; id < 200; id++) {
      await session.send({ jsonrpc: '2.0', id, method: 'tools/call', params: 'x'.repeat(id) })
    }
    await session.send({
      jsonrpc: '2.0',
      id: 'ok',
      method: 'tools/call',
      params: { name: 'echo', arguments: {}, _meta: { progressToken: 'p' } },
    })
    await settle()
    expect(session.received.filter((message) => message.error?.code === -32602)).toHaveLength(100)
    expect(session.answersTo('ok')).toMatchObject([{ result: { content: [{ text: 'ok' }] } }])
    await session.close()
  })

  it('an unknown tool name holding a credential is redacted before it is echoed', async () => {
    const session = await wire()
    for (const [id, name] of [
      [40, `Bearer ${CREDENTIAL}`],
      [41, `echo api_key=${CREDENTIAL}`],
      [42, `https://user:${CREDENTIAL}@host/x`],
    ] as const) {
      await session.send({
        jsonrpc: '2.0',
        id,
        method: 'tools/call',
        params: { name, arguments: {} },
      })
    }
    await settle()
    for (const id of [40, 41, 42]) {
      expect(session.answersTo(id)).toMatchObject([{ error: { code: -32602 } }])
    }
    expect(JSON.stringify(session.received)).not.toContain(CREDENTIAL.slice(0, 6))
    await session.close()
  })
})
