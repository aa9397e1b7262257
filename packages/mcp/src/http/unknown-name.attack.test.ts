import { createTool } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createMcpHandler as createV1Handler } from '../index.js'
import { createMcpHandler as createV2Handler } from '../v2/index.js'

// Over HTTP, a tools/call naming an unknown tool is answered with `-32602 Unknown tool "<name>"`:
// the name came back unredacted before (a bearer credential, URL userinfo), although every text
// a client reads leaves through egressText('mcp').

const CREDENTIAL = 'Zk9f2q7WmX3pL8vB4nR6'

const echo = createTool({
  id: 'echo',
  description: 'echo',
  inputSchema: z.object({}),
  execute: async () => 'ok',
})

describe.each([
  ['v1', createV1Handler],
  ['v2', createV2Handler],
] as const)('mcp http handler (%s): an unknown tool name', (_name, create) => {
  it('is redacted before it is echoed', async () => {
    const serve = create({ name: 'review', version: '1.0.0' }, [echo], {
      stateless: true,
      jsonResponse: true,
    })
    for (const name of [`x Bearer ${CREDENTIAL}`, `postgres://app:${CREDENTIAL}@db/prod`]) {
      const response = await serve(
        new Request('http://localhost/mcp', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
          },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'tools/call',
            params: { name, arguments: {} },
          }),
        }),
      )
      const text = await response.text()
      expect(text).toContain('-32602')
      expect(text).not.toContain(CREDENTIAL.slice(0, 8))
    }
    await serve.close()
  })
})
