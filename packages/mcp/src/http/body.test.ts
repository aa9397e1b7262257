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
    const read = await readJsonBody(request, 10 * 1024)
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.response.status).toBe(413)
    expect(cancelled).toBe(true)
    expect(pulled).toBeLessThan(20)
  })

  it('parses a body at the limit, and answers 400 for one that is not JSON', async () => {
    const json = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' })
    const ok = await readJsonBody(
      new Request('http://localhost/', { method: 'POST', body: json }),
      json.length,
    )
    expect(ok).toEqual({ ok: true, value: { jsonrpc: '2.0', id: 1, method: 'ping' } })
    const bad = await readJsonBody(
      new Request('http://localhost/', { method: 'POST', body: '{"oops' }),
      100,
    )
    expect(bad.ok === false && bad.response.status).toBe(400)
  })
})
