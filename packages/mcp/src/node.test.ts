import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, it } from 'vitest'
import { toNodeListener } from './node'

const servers: Array<ReturnType<typeof createServer>> = []
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    server.close()
  }
})

async function listen(listener: ReturnType<typeof toNodeListener>): Promise<string> {
  const server = createServer(listener)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

it('builds the request from the public origin it is given, with the headers and body', async () => {
  let seen: { url: string; body: string; header: string | null } | undefined
  const base = await listen(
    toNodeListener(
      async (request) => {
        seen = {
          url: request.url,
          body: await request.text(),
          header: request.headers.get('x-test'),
        }
        return new Response('ok', { status: 201, headers: { 'x-answer': 'yes' } })
      },
      { origin: 'https://mcp.example.com' },
    ),
  )
  const response = await fetch(`${base}/mcp?x=1`, {
    method: 'POST',
    body: 'hello',
    headers: { 'x-test': 'value' },
  })
  expect(response.status).toBe(201)
  expect(response.headers.get('x-answer')).toBe('yes')
  expect(await response.text()).toBe('ok')
  expect(seen).toEqual({ url: 'https://mcp.example.com/mcp?x=1', body: 'hello', header: 'value' })
})

it('answers 500 without detail when the handler throws', async () => {
  const base = await listen(
    toNodeListener(async () => {
      throw new Error('secret detail')
    }),
  )
  const response = await fetch(base)
  expect(response.status).toBe(500)
  expect(await response.text()).toBe('')
})
