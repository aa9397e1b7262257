import {
  bridgeFixtureTools,
  ONE_PIXEL_PNG,
  type SentRequest,
  scriptedResponses,
} from '@polytool/bridge-scenarios'
import { describe, expect, it } from 'vitest'
import type { Bridge } from './test-fixtures/agent'
import { brokenBridge } from './test-fixtures/broken-bridges'
import { openAIAgentsHarness } from './test-fixtures/harness'

const call = (name: string, args: unknown) => ({
  toolCalls: [{ name, arguments: JSON.stringify(args) }],
})

// Scenario 1's check: null for an optional field is absent, null for a defaulted field the default.
async function strictNullsHold(bridge?: Bridge): Promise<boolean> {
  const { log, tools } = bridgeFixtureTools()
  const provider = scriptedResponses([
    call('search', { query: 'lamps', limit: null, sort: null }),
    { text: 'Found some.' },
  ])
  await openAIAgentsHarness(bridge).run({ tools: [tools.search], provider })
  return (
    JSON.stringify(log.inputs.search) === JSON.stringify([{ query: 'lamps', sort: 'relevance' }])
  )
}

// The image items the SDK sent back to the model in the tool's output.
function sentImages(requests: readonly SentRequest[]): unknown[] {
  return requests.flatMap((request) =>
    ((request.body as { input?: { type?: string; output?: unknown }[] }).input ?? [])
      .filter((item) => item.type === 'function_call_output' && Array.isArray(item.output))
      .flatMap((item) => item.output as { type?: string; image_url?: string }[])
      .filter((part) => part.type === 'input_image'),
  )
}

// Scenario 6, checked as the Responses API item: the image is an `input_image`, not text that
// happens to contain the base64 data and the word "image".
async function imageReachesProvider(bridge?: Bridge): Promise<boolean> {
  const { tools } = bridgeFixtureTools()
  const provider = scriptedResponses([call('chart', {}), { text: 'Nice chart.' }])
  await openAIAgentsHarness(bridge).run({ tools: [tools.chart], provider })
  return (
    JSON.stringify(sentImages(provider.requests)) ===
    JSON.stringify([{ type: 'input_image', image_url: `data:image/png;base64,${ONE_PIXEL_PNG}` }])
  )
}

// Scenario 5's first step: the framework pauses the `transfer` call for approval.
async function approvalPauses(bridge?: Bridge): Promise<boolean> {
  const { log, tools } = bridgeFixtureTools()
  const provider = scriptedResponses([call('transfer', { amount: 10 })])
  try {
    await openAIAgentsHarness(bridge).approval.pause({ tools: [tools.transfer], provider })
  } catch {
    return false
  }
  return log.inputs.transfer === undefined
}

describe('each scenario fails on a bridge with the matching piece removed', () => {
  it('1. strict nulls: holds with the bridge, fails without decode', async () => {
    expect(await strictNullsHold()).toBe(true)
    expect(await strictNullsHold(brokenBridge('decode'))).toBe(false)
  })

  it('6. images: an input_image with the bridge, none with the model output left in polytool shape', async () => {
    expect(await imageReachesProvider()).toBe(true)
    expect(await imageReachesProvider(brokenBridge('model-output'))).toBe(false)
  })

  it('5. approval: the run pauses with the bridge, and runs the tool unasked without the approval mapping', async () => {
    expect(await approvalPauses()).toBe(true)
    expect(await approvalPauses(brokenBridge('approval'))).toBe(false)
  })
})
