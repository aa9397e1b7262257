import { describe, expect, it } from 'vitest'
import { readJsonBody } from './body'

describe('readJsonBody', () => {
  it('stops reading an endless body at the first chunk over the limit and cancels it', async () => {
    let pulled = 0
    let cancelled = false
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        controller.enqueue(new Uint8Array(1024).fill(32))
      },
      cancel() {
        cancelled = true
      },
    })
    const request = new Request('http://localhost/mcp', {
      method: 'POST',
      body: endless,
      duplex: 'half',
    } as RequestInit)
    const read = await readJsonBody(request, { maxBytes: 10 * 1024, timeoutMs: 10_000 })
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.response.status).toBe(413)
    expect(cancelled).toBe(true)
    expect(pulled).toBeLessThan(20)
  })

  it('parses a body at the limit, and answers 400 for one that is not JSON', async () => {
    const json = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' })
    const ok = await readJsonBody(
      new Request('http://localhost/', { method: 'POST', body: json }),
      { maxBytes: json.length, timeoutMs: 10_000 },
    )
    expect(ok).toEqual({ ok: true, value: { jsonrpc: '2.0', id: 1, method: 'ping' } })
    const bad = await readJsonBody(
      new Request('http://localhost/', { method: 'POST', body: '{"oops' }),
      { maxBytes: 100, timeoutMs: 10_000 },
    )
    expect(bad.ok === false && bad.response.status).toBe(400)
  })

  it('reads a body with a timeoutMs longer than a timer can count (2^31 ms) as a long deadline', async () => {
    const json = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' })
    const slow = new ReadableStream<Uint8Array>({
      async start(controller) {
        await new Promise((resolve) => setTimeout(resolve, 30))
        controller.enqueue(new TextEncoder().encode(json))
        controller.close()
      },
    })
    const read = await readJsonBody(
      new Request('http://localhost/', {
        method: 'POST',
        body: slow,
        duplex: 'half',
      } as RequestInit),
      { maxBytes: 1024, timeoutMs: 1e10 },
    )
    expect(read).toEqual({ ok: true, value: { jsonrpc: '2.0', id: 1, method: 'ping' } })
  })

  it('answers 408 and cancels a body still arriving after timeoutMs', async () => {
    let cancelled = false
    let timer: ReturnType<typeof setInterval> | undefined
    // One byte every 20 ms, for ever: a slowloris body, each chunk well within the size limit.
    const trickle = new ReadableStream<Uint8Array>({
      start(controller) {
        timer = setInterval(() => controller.enqueue(new Uint8Array([32])), 20)
      },
      cancel() {
        cancelled = true
        clearInterval(timer)
      },
    })
    const request = new Request('http://localhost/mcp', {
      method: 'POST',
      body: trickle,
      duplex: 'half',
    } as RequestInit)
    const read = await readJsonBody(request, { maxBytes: 1024 * 1024, timeoutMs: 150 })
    clearInterval(timer)
    expect(read.ok).toBe(false)
    if (!read.ok) {
      expect(read.response.status).toBe(408)
      expect(await read.response.json()).toMatchObject({
        error: { message: expect.stringContaining('within 150 ms') },
      })
    }
    expect(cancelled).toBe(true)
  })
})
