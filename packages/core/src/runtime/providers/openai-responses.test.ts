import { describe, expect, it } from 'vitest'
import { openAIResponsesToolEvents } from './openai-responses'
import recorded from './test-fixtures/openai-responses'
import { replay, summarise } from './test-fixtures/replay'
import { runWeather } from './test-fixtures/weather-runtime'

describe('openAIResponsesToolEvents', () => {
  it('turns a recorded stream into events keyed by call_id, ignoring message items', async () => {
    const events = await replay(recorded, openAIResponsesToolEvents, 'openai-responses', 13)
    expect(summarise(events)).toEqual([
      ['call_Pq7dX2mWlR', 'weather', '{"city":"Paris","unit":"celsius"}', true],
      ['call_Tk3vN8sQaB', 'weather', '{"city": "Tokyo", "unit": "fahrenheit"}', true],
    ])
    expect(await runWeather(events)).toEqual(['Paris: 21°C', 'Tokyo: 70°F'])
  })

  it('sends the arguments of a done event that no delta streamed', async () => {
    const events = []
    const stream = [
      {
        type: 'response.output_item.added',
        item: {
          type: 'function_call',
          id: 'fc_1',
          call_id: 'call_1',
          name: 'weather',
          arguments: '',
        },
      },
      { type: 'response.function_call_arguments.delta', item_id: 'fc_1', delta: '{"city":' },
      {
        type: 'response.function_call_arguments.done',
        item_id: 'fc_1',
        arguments: '{"city":"Oslo"}',
      },
    ]
    for await (const event of openAIResponsesToolEvents(stream)) events.push(event)
    expect(summarise(events)).toEqual([['call_1', 'weather', '{"city":"Oslo"}', true]])
  })

  it('reports a delta for an item that never started', async () => {
    const drain = async () => {
      for await (const _ of openAIResponsesToolEvents([
        { type: 'response.function_call_arguments.delta', item_id: 'fc_9', delta: '{' },
      ])) {
      }
    }
    await expect(drain()).rejects.toThrow(
      'openai-responses stream, event 0: expected the item_id of a started function_call, received "fc_9"',
    )
  })
})
