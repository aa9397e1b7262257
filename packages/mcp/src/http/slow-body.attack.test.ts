/// <reference types="node" />
import { connect, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { type Served, serveOverHttp } from '../test-fixtures/serve-over-http'
import { weatherTool } from '../test-fixtures/tools'
import { createMcpHandler } from './create-handler'
import type { McpHandler } from './handler'

// A slowloris client: it declares a body well within maxBodyBytes, then sends it one byte at a
// time, slowly enough that a server without a body deadline keeps the request (and its memory
// and socket) open for as long as the client likes. Many such clients exhaust a server.

let served: Served | undefined
let handler: McpHandler | undefined
const sockets: Socket[] = []
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy()
  await handler?.close()
  await served?.close()
  served = undefined
  handler = undefined
})

/** Sends the headers at once, then one byte of the body every `everyMs`, until the server answers. */
function trickle(url: URL, everyMs: number): Promise<{ head: string; closed: boolean }> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: {} })
  const socket = connect(Number(url.port), url.hostname)
  sockets.push(socket)
  return new Promise((resolve) => {
    let received = ''
    let sent = 0
    let timer: ReturnType<typeof setInterval> | undefined
    socket.on('connect', () => {
      socket.write(
        `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\n` +
          'Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\n' +
          `Content-Length: ${body.length}\r\n\r\n`,
      )
      timer = setInterval(() => {
        if (sent < body.length - 1 && socket.writable) socket.write(body[sent++]!)
      }, everyMs)
    })
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
    })
    const done = () => {
      clearInterval(timer)
      resolve({ head: received.split('\r\n\r\n')[0] ?? '', closed: true })
    }
    socket.on('close', done)
    socket.on('error', done)
  })
}

describe('attack: a request body sent a byte at a time (slowloris)', () => {
  it('is cut off at bodyTimeoutMs with 408, and the connection closes', async () => {
    handler = createMcpHandler({ name: 'attacked', version: '1.0.0' }, [weatherTool], {
      bodyTimeoutMs: 200,
    })
    served = await serveOverHttp(handler)
    const started = performance.now()
    const outcome = await Promise.race([
      trickle(served.url, 50),
      new Promise<'still open after 3 s'>((resolve) =>
        setTimeout(() => resolve('still open after 3 s'), 3_000),
      ),
    ])
    expect(outcome).not.toBe('still open after 3 s')
    const { head } = outcome as { head: string }
    expect(head).toMatch(/^HTTP\/1\.1 408 /)
    expect(head.toLowerCase()).toContain('connection: close')
    expect(performance.now() - started).toBeGreaterThanOrEqual(190)
  })

  it('lets a body that arrives in time through, and refuses a bodyTimeoutMs that is not positive', async () => {
    handler = createMcpHandler({ name: 'ok', version: '1.0.0' }, [weatherTool], {
      bodyTimeoutMs: 2_000,
    })
    served = await serveOverHttp(handler)
    const response = await fetch(served.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'c', version: '1' },
        },
      }),
    })
    expect(response.status).toBe(200)
    await response.body?.cancel()
    for (const bodyTimeoutMs of [0, -1, Number.NaN]) {
      expect(() => createMcpHandler({ name: 'x', version: '1' }, [], { bodyTimeoutMs })).toThrow(
        expect.objectContaining({ code: 'MCP_HANDLER_OPTIONS_INVALID' }),
      )
    }
  })
})
