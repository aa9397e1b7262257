import { run } from '@openai/agents'
import { scriptedResponses } from '@polytool/bridge-scenarios'
import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fixtureAgent } from './test-fixtures/agent'
import { toOpenAIAgentsTools } from './to-openai-agents-tools'

function paymentTool(ran: unknown[]) {
  return createTool({
    id: 'pay',
    description: 'Pays',
    inputSchema: z.object({ amount: z.number(), note: z.string().optional() }),
    requireApproval: (input, { requestContext }) =>
      input.amount > (requestContext.get('limit') as number),
    execute: async (input) => {
      ran.push(input)
      return 'paid'
    },
  })
}

const pay = (amount: unknown) => ({
  toolCalls: [{ name: 'pay', arguments: JSON.stringify({ amount, note: null }) }],
})

describe('requireApproval as needsApproval', () => {
  it('asks the rule with the decoded, validated input and the run context, and runs what it lets through', async () => {
    const ran: unknown[] = []
    const provider = scriptedResponses([pay(5), { text: 'Paid.' }])
    const agent = fixtureAgent([paymentTool(ran)], provider.fetch)
    const result = await run(agent, 'Pay 5.', { context: { limit: 10 } })
    expect(result.interruptions).toEqual([])
    expect(ran).toEqual([{ amount: 5 }])
  })

  it('pauses a call the rule stops, and runs it once when approved in the same process', async () => {
    const ran: unknown[] = []
    const provider = scriptedResponses([pay(50), { text: 'Paid.' }])
    const agent = fixtureAgent([paymentTool(ran)], provider.fetch)
    const paused = await run(agent, 'Pay 50.', { context: { limit: 10 } })
    expect(paused.interruptions.map((item) => item.name)).toEqual(['pay'])
    expect(ran).toEqual([])
    for (const item of paused.interruptions) paused.state.approve(item)
    const resumed = await run(agent, paused.state)
    expect(resumed.finalOutput).toBe('Paid.')
    expect(ran).toEqual([{ amount: 50 }])
  })

  it('needs no approval for input that fails validation: the model reads the ValidationError', async () => {
    const ran: unknown[] = []
    const provider = scriptedResponses([pay('lots'), { text: 'Oops.' }])
    const agent = fixtureAgent([paymentTool(ran)], provider.fetch)
    const result = await run(agent, 'Pay.', { context: { limit: 10 } })
    expect(result.interruptions).toEqual([])
    expect(ran).toEqual([])
    expect(provider.requests[1]?.text).toContain('Tool input validation failed for pay')
  })

  it('keeps a fixed requireApproval a fixed needsApproval, which the SDK keeps across a serialised state', async () => {
    const fixed = createTool({
      id: 'wipe',
      description: 'Wipes',
      requireApproval: true,
      execute: async () => 'wiped',
    })
    const free = createTool({ id: 'read', description: 'Reads', execute: async () => 'read' })
    const [wipe, read] = toOpenAIAgentsTools([fixed, free])
    expect(await wipe?.needsApproval({} as never, {} as never)).toBe(true)
    expect(await read?.needsApproval({} as never, {} as never)).toBe(false)
  })
})
