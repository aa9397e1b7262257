import { run } from '@openai/agents'
import { bridgeFixtureTools, scriptedResponses } from '@polytool/bridge-scenarios'
import { describe, expect, it } from 'vitest'
import { fixtureAgent } from './test-fixtures/agent'

describe('a streamed run', () => {
  it('decodes strict nulls and pauses for approval as a non-streamed run does', async () => {
    const { log, tools } = bridgeFixtureTools()
    const provider = scriptedResponses([
      {
        toolCalls: [
          { name: 'search', arguments: '{"query":"lamps","limit":null,"sort":null}' },
          { name: 'transfer', arguments: '{"amount":10}' },
        ],
      },
      { text: 'Done.' },
    ])
    const agent = fixtureAgent([tools.search, tools.transfer], provider.fetch)
    const streamed = await run(agent, 'Go.', { stream: true })
    for await (const _event of streamed) {
      // Reading the events drives the run.
    }
    await streamed.completed
    expect(provider.requests[0]?.body).toMatchObject({ stream: true })
    expect(log.inputs.search).toEqual([{ query: 'lamps', sort: 'relevance' }])
    expect(streamed.interruptions.map((item) => item.name)).toEqual(['transfer'])
    expect(log.inputs.transfer).toBeUndefined()
  })
})
