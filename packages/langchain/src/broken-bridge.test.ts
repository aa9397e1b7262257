import {
  bridgeFixtureTools,
  ONE_PIXEL_PNG,
  type SentRequest,
  scriptedResponses,
} from '@polytool/bridge-scenarios'
import { describe, expect, it } from 'vitest'
import { brokenBridges } from './test-fixtures/broken-bridges'
import { langChainHarness } from './test-fixtures/harness'

// Each test repeats one scenario of the matrix on a bridge with one piece removed, and shows
// that the scenario's check would fail: the matrix catches each missing piece.

function afterTools(requests: readonly SentRequest[]): string {
  return requests
    .slice(1)
    .map((request) => request.text)
    .join('\n')
}

describe('the scenario matrix on broken LangChain bridges', () => {
  it('without decode, strict nulls fail validation and execute never runs (scenario 1 fails)', async () => {
    const { log, tools } = bridgeFixtureTools()
    const provider = scriptedResponses([
      {
        toolCalls: [{ name: 'search', arguments: '{"query":"lamps","limit":null,"sort":null}' }],
      },
      { text: 'Found some.' },
    ])
    await langChainHarness(brokenBridges.decode, true).run({ tools: [tools.search], provider })
    expect(log.inputs.search).toBeUndefined()
    expect(afterTools(provider.requests)).toContain('limit')
  })

  it('when LangChain checks a plain JSON Schema, the model never reads the ValidationError (scenario 3 fails)', async () => {
    const { log, tools } = bridgeFixtureTools()
    const provider = scriptedResponses([
      { toolCalls: [{ name: 'weather_zod', arguments: '{"city":42}' }] },
      { text: 'Oops.' },
    ])
    await langChainHarness(brokenBridges.schema, true).run({ tools: [tools.weatherZod], provider })
    expect(log.inputs.weather_zod).toBeUndefined()
    const sent = afterTools(provider.requests)
    expect(sent).toContain('did not match expected schema')
    expect(sent).not.toMatch(/validation/i)
  })

  it('without the model output mapping, the image reaches the provider as JSON text (scenario 6 fails)', async () => {
    const { tools } = bridgeFixtureTools()
    const provider = scriptedResponses([
      { toolCalls: [{ name: 'chart', arguments: '{}' }] },
      { text: 'Nice chart.' },
    ])
    await langChainHarness(brokenBridges.modelOutput, true).run({ tools: [tools.chart], provider })
    const sent = afterTools(provider.requests)
    expect(sent).toContain(ONE_PIXEL_PNG)
    expect(sent).not.toMatch(/image/)
  })

  it('without the approval mapping, the run never pauses and the tool runs unapproved (scenario 5 fails)', async () => {
    const { log, tools } = bridgeFixtureTools()
    const provider = scriptedResponses([
      { toolCalls: [{ name: 'transfer', arguments: '{"amount":10}' }] },
    ])
    const harness = langChainHarness(brokenBridges.approval, true)
    await expect(harness.approval.pause({ tools: [tools.transfer], provider })).rejects.toThrow(
      'did not pause',
    )
    expect(log.inputs.transfer).toEqual([{ amount: 10 }])
  })
})
