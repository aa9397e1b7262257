import { bridgeFixtureTools, PLANTED, scriptedResponses } from '@polytool/bridge-scenarios'
import { describe, expect, it } from 'vitest'
import { PROMPT, scriptedAgent } from './test-fixtures/agent'

describe('what a tool must not show the model', () => {
  it('keeps an output that fails its schema on the host: the model reads that it was withheld, not the value', async () => {
    const { tools } = bridgeFixtureTools()
    const provider = scriptedResponses([
      { toolCalls: [{ name: 'leaky', arguments: '{}' }] },
      { text: 'Hm.' },
    ])
    const result = await scriptedAgent([tools.leaky], provider.fetch).invoke(PROMPT as never)
    const sent = provider.requests[1]?.text ?? ''
    expect(sent).toContain('Tool output validation failed for leaky')
    expect(sent).toContain('was withheld')
    expect(sent).not.toContain(PLANTED.invalidOutput)
    // The artifact a UI receives holds the failure, not the value either.
    const message = result.messages.at(-2) as { artifact?: unknown; status?: string }
    expect(message.status).toBe('error')
    expect(JSON.stringify(message.artifact)).not.toContain(PLANTED.invalidOutput)
  })
})
