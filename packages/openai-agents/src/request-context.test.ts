import { RequestContext } from '@polytool/core'
import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { runAgent } from './test-fixtures/run'

function tenantTool(seen: unknown[]) {
  return createTool({
    id: 'tenant',
    description: 'Which tenant calls',
    inputSchema: z.object({}),
    execute: async (_input, { requestContext }) => {
      seen.push(Object.fromEntries(requestContext.entries()))
      return 'ok'
    },
  })
}

const turns = [{ toolCalls: [{ name: 'tenant', arguments: '{}' }] }, { text: 'Done.' }]

describe('the run context as RequestContext', () => {
  it('uses a RequestContext given as the run context, and copies a plain object', async () => {
    const seen: unknown[] = []
    await runAgent([tenantTool(seen)], turns, {}, new RequestContext({ tenant: 'acme' }))
    await runAgent([tenantTool(seen)], turns, {}, { tenant: 'globex' })
    await runAgent([tenantTool(seen)], turns, {}, new Map([['tenant', 'initech']]))
    expect(seen).toEqual([{ tenant: 'acme' }, { tenant: 'globex' }, {}])
  })

  it('maps the run context through the requestContext function', async () => {
    const seen: unknown[] = []
    await runAgent(
      [tenantTool(seen)],
      turns,
      {
        requestContext: (runContext) =>
          new RequestContext({ tenant: (runContext.context as { org: string }).org }),
      },
      { org: 'acme', db: {} },
    )
    await runAgent([tenantTool(seen)], turns, { requestContext: async () => ({ tenant: 'x' }) })
    expect(seen).toEqual([{ tenant: 'acme' }, { tenant: 'x' }])
  })

  it('answers the model with the generic failure when the function returns something else', async () => {
    const seen: unknown[] = []
    const { outputs } = await runAgent([tenantTool(seen)], turns, {
      requestContext: () => 'acme' as never,
    })
    expect(seen).toEqual([])
    expect(outputs[0]?.output).toBe(
      'Tool tenant failed with an internal error; the details stay on the server.',
    )
  })
})
