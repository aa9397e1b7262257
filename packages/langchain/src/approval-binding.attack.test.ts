import { Command, MemorySaver } from '@langchain/langgraph'
import { scriptedResponses } from '@polytool/bridge-scenarios'
import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { PROMPT, scriptedAgent } from './test-fixtures/agent'

interface Paused {
  __interrupt__?: { id: string; value: { toolCallId?: string } }[]
}

// Two payments in one model turn: each waits for its own reviewer decision.
async function twoPendingPayments(thread: string) {
  const paid: number[] = []
  const pay = createTool({
    id: 'pay',
    description: 'Pays an amount',
    inputSchema: z.object({ amount: z.number() }),
    requireApproval: true,
    execute: async ({ amount }) => {
      paid.push(amount)
      return 'paid'
    },
  })
  const provider = scriptedResponses([
    {
      toolCalls: [
        { name: 'pay', arguments: '{"amount":10}', callId: 'call_small' },
        { name: 'pay', arguments: '{"amount":999999}', callId: 'call_large' },
      ],
    },
    { text: 'Done.' },
  ])
  const agent = scriptedAgent([pay], provider.fetch, undefined, new MemorySaver())
  const config = { configurable: { thread_id: thread } }
  const first = (await agent.invoke(PROMPT as never, config as never)) as Paused
  return { paid, agent, config, provider, interrupts: first.__interrupt__ ?? [] }
}

describe('binding each approval decision to its call', () => {
  // Attack: the reviewer approves the small payment with one unkeyed decision, which LangGraph
  // hands to every pending interrupt, so the large one would run unreviewed.
  it('refuses one unkeyed decision for two pending calls, and runs neither', async () => {
    const { paid, agent, config, provider, interrupts } = await twoPendingPayments('unkeyed')
    expect(interrupts).toHaveLength(2)
    const resume = new Command({ resume: { decisions: [{ type: 'approve' }] } })
    await agent.invoke(resume as never, config as never)
    expect(paid).toEqual([])
    // Each call fails with the LangChainToolError (code INVALID_DECISION) the model then reads.
    const refusal = "Approval of tool pay: expected a decision keyed by the interrupt's id"
    expect(provider.requests.at(-1)?.text.split(refusal)).toHaveLength(3)
  })

  it('runs only the call whose interrupt the decision is keyed by', async () => {
    const { paid, agent, config, interrupts } = await twoPendingPayments('keyed')
    const small = interrupts.find((pending) => pending.value.toolCallId === 'call_small')
    expect(small).toBeDefined()
    const resume = new Command({ resume: { [small!.id]: { decisions: [{ type: 'approve' }] } } })
    const after = (await agent.invoke(resume as never, config as never)) as Paused
    expect(paid).toEqual([10])
    expect(after.__interrupt__?.map((pending) => pending.value.toolCallId)).toEqual(['call_large'])
  })
})
