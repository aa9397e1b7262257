import { describe, expect, it } from 'vitest'
import { anthropicToolEvents } from './anthropic'
import recorded from './test-fixtures/anthropic-messages'
import { replay, summarise } from './test-fixtures/replay'
import { runWeather } from './test-fixtures/weather-runtime'

describe('anthropicToolEvents', () => {
  it('turns a recorded stream into events per tool_use block, ignoring text and pings', async () => {
    const events = await replay(recorded, anthropicToolEvents, 'anthropic', 5)
    expect(summarise(events)).toEqual([
      ['toolu_01Pq7dX2mWlR', 'weather', '{"city":"Paris","unit":"celsius"}', true],
      ['toolu_01Tk3vN8sQaB', 'weather', '{"city": "Tokyo", "unit": "fahrenheit"}', true],
    ])
    // Empty partial_json deltas are dropped.
    expect(events.filter((event) => event.type === 'tool-input-delta')).toHaveLength(18)
    expect(await runWeather(events)).toEqual(['Paris: 21°C', 'Tokyo: 70°F'])
  })

  it('reports an input_json_delta for a block that is not a started tool_use, and a streamed error', async () => {
    const drain = async (events: unknown[]) => {
      for await (const _ of anthropicToolEvents(events)) {
      }
    }
    await expect(
      drain([
        {
          type: 'content_block_delta',
          index: 3,
          delta: { type: 'input_json_delta', partial_json: '{' },
        },
      ]),
    ).rejects.toMatchObject({ name: 'ProviderStreamError', provider: 'anthropic', eventIndex: 0 })
    await expect(
      drain([{ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }]),
    ).rejects.toThrow('anthropic stream, event 0: expected no error event, received "Overloaded"')
  })
})
