import { run } from '@openai/agents'
import { scriptedResponses } from '@polytool/bridge-scenarios'
import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fixtureAgent } from './test-fixtures/agent'
import { toOpenAIAgentsTools } from './to-openai-agents-tools'

const SECRET = 'tenant-vault-5f1c'

describe('a requestContext function that throws while an approval rule is asked', () => {
  // Attack: the mapper's error quotes a run-context value; on the approval rule's path it used
  // to reject the whole run with that text instead of failing the call closed.
  it('fails closed: the call waits for approval, the run survives, the error goes to the observer', async () => {
    const ran: unknown[] = []
    const logged: unknown[] = []
    const pay = createTool({
      id: 'pay',
      description: 'Pays',
      inputSchema: z.object({ amount: z.number() }),
      requireApproval: (input) => input.amount > 10,
      execute: async (input) => {
        ran.push(input)
        return 'paid'
      },
    })
    const provider = scriptedResponses([
      { toolCalls: [{ name: 'pay', arguments: '{"amount":5}' }] },
      { text: 'Done.' },
    ])
    const tools = toOpenAIAgentsTools([pay], {
      requestContext: (runContext) => {
        const tenant = (runContext.context as { tenant: string }).tenant
        throw new Error(`vault lookup failed for ${tenant}`)
      },
      observer: { log: (_level, _message, data) => logged.push(data) },
    })
    const agent = fixtureAgent([pay], provider.fetch, () => tools)
    const paused = await run(agent, 'Pay 5.', { context: { tenant: SECRET } })
    expect(paused.interruptions.map((item) => item.name)).toEqual(['pay'])
    expect(ran).toEqual([])
    const errors = logged.map((data) => String((data as { error?: Error }).error?.message))
    expect(errors).toContain(`vault lookup failed for ${SECRET}`)
    for (const item of paused.interruptions) paused.state.approve(item)
    const resumed = await run(agent, paused.state)
    expect(ran).toEqual([])
    const sent = provider.requests.map((request) => request.text).join('\n')
    expect(sent).toContain(
      'Tool pay failed with an internal error; the details stay on the server.',
    )
    expect(sent).not.toContain(SECRET)
    expect(resumed.finalOutput).toBe('Done.')
  })
})
