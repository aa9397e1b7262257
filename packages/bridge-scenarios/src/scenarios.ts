import { describe, expect, it } from 'vitest'
import type { BridgeHarness } from './harness'
import { type SentRequest, scriptedResponses } from './scripted-responses'
import { bridgeFixtureTools, ONE_PIXEL_PNG, PLANTED } from './tools'

function call(name: string, args: unknown) {
  return { toolCalls: [{ name, arguments: JSON.stringify(args) }] }
}

// What the framework sent back to the model after the tool ran: every request past the first.
function afterTools(requests: readonly SentRequest[]): string {
  return requests
    .slice(1)
    .map((request) => request.text)
    .join('\n')
}

/**
 * The scenario matrix every agent-framework bridge runs in its framework's own loop: strict
 * nulls, failures, invalid input in three schema libraries, invalid output, approval across
 * processes, images, abort and request context.
 *
 * @param harness - the framework's loop, driven with the bridged tools
 *
 * @example
 * describeBridgeScenarios(openAIAgentsHarness)
 */
export function describeBridgeScenarios(harness: BridgeHarness): void {
  describe(`${harness.framework}: the bridge scenario matrix`, () => {
    it('1. strict nulls: null for an optional field is absent, null for a defaulted field is the default', async () => {
      const { log, tools } = bridgeFixtureTools()
      const provider = scriptedResponses([
        call('search', { query: 'lamps', limit: null, sort: null }),
        { text: 'Found some.' },
      ])
      await harness.run({ tools: [tools.search], provider })
      expect(log.inputs.search).toEqual([{ query: 'lamps', sort: 'relevance' }])
      expect(Object.hasOwn(log.inputs.search?.[0] as object, 'limit')).toBe(false)
    })

    it('2. a thrown exception reaches the model as the generic message, a ToolError as its redacted message', async () => {
      const { tools } = bridgeFixtureTools()
      const provider = scriptedResponses([
        {
          toolCalls: [
            { name: 'explode', arguments: '{}' },
            { name: 'refuse', arguments: '{"city":"Atlantis"}' },
          ],
        },
        { text: 'Sorry.' },
      ])
      await harness.run({ tools: [tools.explode, tools.refuse], provider })
      const sent = afterTools(provider.requests)
      expect(sent).toContain('internal error')
      expect(sent).not.toContain(PLANTED.exception)
      expect(sent).toContain('City Atlantis not found')
      expect(sent).not.toContain(PLANTED.toolErrorSecret)
    })

    for (const id of ['weather_zod', 'weather_valibot', 'weather_arktype'] as const) {
      it(`3. invalid input (${id.slice(8)}): the model reads the ValidationError with its path, execute never runs`, async () => {
        const { log, tools } = bridgeFixtureTools()
        const provider = scriptedResponses([call(id, { city: 42 }), { text: 'Oops.' }])
        await harness.run({
          tools: [tools.weatherZod, tools.weatherValibot, tools.weatherArkType],
          provider,
        })
        expect(log.inputs[id]).toBeUndefined()
        const sent = afterTools(provider.requests)
        expect(sent).toContain('city')
        expect(sent).toMatch(/validation/i)
      })
    }

    it('4. invalid output never reaches the model', async () => {
      const { tools } = bridgeFixtureTools()
      const provider = scriptedResponses([call('leaky', {}), { text: 'Hm.' }])
      await harness.run({ tools: [tools.leaky], provider })
      expect(provider.requests.length).toBeGreaterThan(1)
      for (const request of provider.requests)
        expect(request.text).not.toContain(PLANTED.invalidOutput)
    })

    for (const decision of ['approve', 'decline'] as const) {
      it(`5. approval (${decision}) through the framework, resumed in a fresh process, runs the tool ${decision === 'approve' ? 'exactly once' : 'never'}`, async () => {
        const { log, tools } = bridgeFixtureTools()
        const provider = scriptedResponses([call('transfer', { amount: 10 })])
        const state = await harness.approval.pause({ tools: [tools.transfer], provider })
        expect(log.inputs.transfer).toBeUndefined()
        const resumed = await harness.approval.resumeInFreshProcess(state, decision, [
          { text: 'Done.' },
        ])
        expect(resumed.executeCount).toBe(decision === 'approve' ? 1 : 0)
        expect(log.inputs.transfer).toBeUndefined()
      })
    }

    if (harness.images) {
      it('6. an image part of toModelOutput reaches the provider as an image', async () => {
        const { tools } = bridgeFixtureTools()
        const provider = scriptedResponses([call('chart', {}), { text: 'Nice chart.' }])
        await harness.run({ tools: [tools.chart], provider })
        const sent = afterTools(provider.requests)
        expect(sent).toContain(ONE_PIXEL_PNG)
        expect(sent).toMatch(/image/)
      })
    } else {
      // A framework whose provider API has no images in tool results still gets the text parts,
      // and the run goes on to the model's answer.
      it('6. without images in tool results, the text parts of toModelOutput reach the provider', async () => {
        const { tools } = bridgeFixtureTools()
        const provider = scriptedResponses([call('chart', {}), { text: 'Nice chart.' }])
        const result = await harness.run({ tools: [tools.chart], provider })
        expect(afterTools(provider.requests)).toContain('The chart:')
        expect(result).toEqual({ text: 'Nice chart.' })
      })
    }

    it('7. aborting the run aborts execute', async () => {
      const { log, tools } = bridgeFixtureTools()
      const provider = scriptedResponses([call('wait', {}), { text: 'Waited.' }])
      const controller = new AbortController()
      const running = harness.run({ tools: [tools.wait], provider, signal: controller.signal })
      await new Promise((resolve) => setTimeout(resolve, 50))
      controller.abort(new Error('user left'))
      await running
      expect(log.abortedCalls).toBe(1)
    })

    it('8. the framework context reaches RequestContext, and none of its values reach the provider', async () => {
      const { log, tools } = bridgeFixtureTools()
      const provider = scriptedResponses([call('whoami', {}), { text: 'You are acme.' }])
      const requestContext = { tenant: 'acme', apiSecret: PLANTED.contextValue }
      await harness.run({ tools: [tools.whoami], provider, requestContext })
      expect(log.contexts).toEqual([requestContext])
      for (const request of provider.requests)
        expect(request.text).not.toContain(PLANTED.contextValue)
    })
  })
}
