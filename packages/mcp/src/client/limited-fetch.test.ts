import { describe, expect, it } from 'vitest'
import { McpOptionsError, McpResponseTooLargeError } from '../errors'
import { limitedFetch } from './limited-fetch'

const bodyOf = (bytes: number) =>
  new Response(new Uint8Array(bytes), { status: 201, headers: { 'x-kept': 'yes' } })

describe('limitedFetch', () => {
  it('goes through the host fetch and keeps status and headers', async () => {
    const seen: string[] = []
    const fetch = limitedFetch(async (url) => {
      seen.push(String(url))
      return bodyOf(10)
    }, 100)
    const response = await fetch('http://127.0.0.1/mcp')
    expect(seen).toEqual(['http://127.0.0.1/mcp'])
    expect(response.status).toBe(201)
    expect(response.headers.get('x-kept')).toBe('yes')
    expect((await response.arrayBuffer()).byteLength).toBe(10)
  })

  it('reads a body of exactly the limit, and fails one byte past it', async () => {
    expect(
      (await (await limitedFetch(async () => bodyOf(100), 100)('u')).arrayBuffer()).byteLength,
    ).toBe(100)
    const over = await limitedFetch(async () => bodyOf(101), 100)('u')
    await expect(over.arrayBuffer()).rejects.toBeInstanceOf(McpResponseTooLargeError)
  })

  it('takes Infinity for a trusted server, and refuses a limit that is not positive', async () => {
    const big = await limitedFetch(async () => bodyOf(1 << 20), Number.POSITIVE_INFINITY)('u')
    expect((await big.arrayBuffer()).byteLength).toBe(1 << 20)
    expect(() => limitedFetch(undefined, 0)).toThrow(McpOptionsError)
    expect(() => limitedFetch(undefined, Number.NaN)).toThrow(McpOptionsError)
  })
})
