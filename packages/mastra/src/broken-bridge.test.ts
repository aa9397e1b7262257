import {
  type BridgeHarness,
  bridgeFixtureTools,
  ONE_PIXEL_PNG,
  scriptedResponses,
} from '@polytool/bridge-scenarios'
import { describe, expect, it } from 'vitest'
import { brokenBridge } from './test-fixtures/broken-bridges'
import { mastraHarness } from './test-fixtures/harness'

// The checks of scenarios 1, 5 and 6 of the matrix, as functions: each one passes on the real
// bridge (see scenarios.test.ts) and must fail on a bridge with the matching piece removed.

async function strictNullsCheck(harness: BridgeHarness) {
  const { log, tools } = bridgeFixtureTools()
  const provider = scriptedResponses([
    { toolCalls: [{ name: 'search', arguments: '{"query":"lamps","limit":null,"sort":null}' }] },
    { text: 'Found some.' },
  ])
  await harness.run({ tools: [tools.search], provider })
  expect(log.inputs.search).toEqual([{ query: 'lamps', sort: 'relevance' }])
  return provider
}

async function imageCheck(harness: BridgeHarness) {
  const { tools } = bridgeFixtureTools()
  const provider = scriptedResponses([
    { toolCalls: [{ name: 'chart', arguments: '{}' }] },
    { text: 'Nice chart.' },
  ])
  await harness.run({ tools: [tools.chart], provider })
  const sent = provider.requests.slice(1).map((request) => request.text)
  expect(sent.join('\n')).toContain(ONE_PIXEL_PNG)
}

async function approvalCheck(harness: BridgeHarness) {
  const { log, tools } = bridgeFixtureTools()
  const provider = scriptedResponses([
    { toolCalls: [{ name: 'transfer', arguments: '{"amount":10}' }] },
  ])
  await harness.approval.pause({ tools: [tools.transfer], provider })
  expect(log.inputs.transfer).toBeUndefined()
}

describe('a bridge with a piece removed fails the scenario that checks it', () => {
  it('without decode, strict-mode nulls reach validation and execute never runs (scenario 1)', async () => {
    await expect(strictNullsCheck(mastraHarness())).resolves.toBeDefined()
    const broken = strictNullsCheck(mastraHarness(brokenBridge('decode')))
    await expect(broken).rejects.toThrow(/expected undefined to deeply equal/)
  })

  it("with the AI SDK's toModelOutput({ output }) signature, the image never reaches the provider and the model reads null (scenario 6)", async () => {
    await expect(imageCheck(mastraHarness())).resolves.toBeUndefined()
    await expect(imageCheck(mastraHarness(brokenBridge('signature')))).rejects.toThrow(/to contain/)
    // Every other tool's result reads as `null`: what users of toAISDKTools saw in Mastra.
    const { tools } = bridgeFixtureTools()
    const provider = scriptedResponses([
      { toolCalls: [{ name: 'search', arguments: '{"query":"x","limit":null,"sort":null}' }] },
      { text: 'Hm.' },
    ])
    await mastraHarness(brokenBridge('signature')).run({ tools: [tools.search], provider })
    expect(provider.requests[1]?.text).toContain('"output":"null"')
    expect(provider.requests[1]?.text).not.toContain('hits')
  })

  it('without the approval mapping, the run never pauses and the tool runs unapproved (scenario 5)', async () => {
    await expect(approvalCheck(mastraHarness())).resolves.toBeUndefined()
    await expect(approvalCheck(mastraHarness(brokenBridge('approval')))).rejects.toThrow(
      /did not pause for approval/,
    )
  })
})
