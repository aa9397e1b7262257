import { describe, expect, it } from 'vitest'
import type { BridgeHarness } from './harness'
import type { SentRequest } from './scripted-responses'
import { scriptedResponses } from './scripted-responses'
import { bridgeFixtureTools, ONE_PIXEL_PNG } from './tools'

/** An image part of a Responses API `function_call_output`, as the provider receives it. */
interface SentImagePart {
  readonly type: string
  readonly image_url?: unknown
}

/**
 * The image parts of the tool outputs a framework sent to the Responses API: parts of type
 * `input_image` inside a `function_call_output` whose `output` is a list, never text that merely
 * mentions an image.
 *
 * @param requests - what the scripted provider received
 * @returns the image parts, in the order they were sent
 */
export function sentToolImages(requests: readonly SentRequest[]): SentImagePart[] {
  const images: SentImagePart[] = []
  for (const request of requests) {
    const input = (request.body as { input?: unknown } | null)?.input
    if (!Array.isArray(input)) continue
    for (const item of input) {
      const { type, output } = (item ?? {}) as { type?: unknown; output?: unknown }
      if (type !== 'function_call_output' || !Array.isArray(output)) continue
      for (const part of output as SentImagePart[]) {
        if (part?.type === 'input_image') images.push(part)
      }
    }
  }
  return images
}

/**
 * Scenario 6, strict: the image a tool's `toModelOutput` returns reaches the Responses API as an
 * `input_image` part of the tool output carrying the PNG as a data URL, not as JSON text that
 * contains the base64 string and the word "image".
 *
 * @param harness - the framework's loop, driven with the bridged tools
 *
 * @example
 * describeImageScenario(openAIAgentsHarness())
 */
export function describeImageScenario(harness: BridgeHarness): void {
  if (!harness.images) {
    throw new TypeError(
      `${harness.framework} carries no images in tool results: describeImageScenario does not apply`,
    )
  }
  describe(`${harness.framework}: images in tool results`, () => {
    it('6 (strict). an image part of toModelOutput reaches the provider as an input_image part', async () => {
      const { tools } = bridgeFixtureTools()
      const provider = scriptedResponses([
        { toolCalls: [{ name: 'chart', arguments: '{}' }] },
        { text: 'Nice chart.' },
      ])
      await harness.run({ tools: [tools.chart], provider })
      expect(sentToolImages(provider.requests)).toEqual([
        expect.objectContaining({
          type: 'input_image',
          image_url: `data:image/png;base64,${ONE_PIXEL_PNG}`,
        }),
      ])
    })
  })
}
