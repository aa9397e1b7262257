import {
  bridgeFixtureTools,
  describeBridgeScenarios,
  scriptedResponses,
} from '@polytool/bridge-scenarios'
import { beforeAll } from 'vitest'
import { mastraHarness } from './test-fixtures/harness'

const harness = mastraHarness()

// Mastra's first run in a process loads its loop lazily (about 200 ms here, 10 to 40 ms after):
// one run first, so that the abort scenario, which aborts 50 ms in, meets a tool call that
// has started.
beforeAll(async () => {
  const { tools } = bridgeFixtureTools()
  const provider = scriptedResponses([
    { toolCalls: [{ name: 'search', arguments: '{"query":"warm-up","limit":null,"sort":null}' }] },
    { text: 'Warm.' },
  ])
  const { error } = await harness.run({ tools: [tools.search], provider })
  if (error !== undefined) throw error
})

describeBridgeScenarios(harness)
