import { ToolError } from '@polytool/core'
import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { runAgent } from './test-fixtures/run'

const SECRET = 'db-pass-7c1e9d0f'
const call = (name: string) => ({ toolCalls: [{ name, arguments: '{}' }] })

describe('what an attacker learns through the model from a failing bridged call', () => {
  it('reads no exception text from a requestContext function that throws (attack: error text echoed to the model)', async () => {
    const lookup = createTool({
      id: 'lookup',
      description: 'Looks up',
      inputSchema: z.object({}),
      execute: async () => 'found',
    })
    const { requests, outputs } = await runAgent([lookup], [call('lookup'), { text: 'Hm.' }], {
      requestContext: () => {
        throw new Error(`connect postgres://app:${SECRET}@db/prod refused`)
      },
    })
    expect(outputs[0]?.output).toBe(
      'Tool lookup failed with an internal error; the details stay on the server.',
    )
    for (const request of requests) expect(request.text).not.toContain(SECRET)
  })

  it('reads no request context value that a ToolError message quotes (attack: context echoed in an error)', async () => {
    const tenant = createTool({
      id: 'tenant',
      description: 'Tenant',
      inputSchema: z.object({}),
      execute: async (_input, { requestContext }) => {
        throw new ToolError(`No access for ${String(requestContext.get('dbPassword'))} here`)
      },
    })
    const { requests } = await runAgent(
      [tenant],
      [call('tenant'), { text: 'Hm.' }],
      {},
      { dbPassword: SECRET },
    )
    expect(requests[1]?.text).toContain('No access for')
    for (const request of requests) expect(request.text).not.toContain(SECRET)
  })

  it('reads no exception text from an output whose getter throws (attack: context quoted by a getter)', async () => {
    const account = createTool({
      id: 'account',
      description: 'Account',
      inputSchema: z.object({}),
      execute: async () => ({
        ok: true,
        get owner(): string {
          throw new Error(`owner lookup failed for ${SECRET}`)
        },
      }),
    })
    const { requests, outputs } = await runAgent([account], [call('account'), { text: 'Hm.' }], {
      observer: { log: () => {} },
    })
    expect(outputs[0]?.output).toBe(
      'Tool account returned output that cannot be sent as JSON; the details stay on the server.',
    )
    for (const request of requests) expect(request.text).not.toContain(SECRET)
  })
})
