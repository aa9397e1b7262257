import { describe, expect, it } from 'vitest'
import { openAIChatToolEvents } from './openai-chat'
import recorded from './test-fixtures/openai-chat-completions'
import { replay, summarise } from './test-fixtures/replay'
import { runWeather } from './test-fixtures/weather-runtime'

describe('openAIChatToolEvents', () => {
  it('turns a recorded stream into start, delta and end events per tool call index', async () => {
    const events = await replay(recorded, openAIChatToolEvents, 'openai-chat')
    expect(summarise(events)).toEqual([
      ['call_Pq7dX2mWlR', 'weather', '{"city":"Paris","unit":"celsius"}', true],
      ['call_Tk3vN8sQaB', 'weather', '{"city": "Tokyo", "unit": "fahrenheit"}', true],
    ])
    expect(events.filter((event) => event.type === 'tool-input-delta')).toHaveLength(18)
    expect(await runWeather(events)).toEqual(['Paris: 21°C', 'Tokyo: 70°F'])
  })

  it('ends open calls when the stream stops without a finish_reason', async () => {
    const chunk = {
      choices: [
        {
          index: 0,
          delta: {
            tool_calls: [{ index: 0, id: 'c1', function: { name: 'weather', arguments: '{"ci' } }],
          },
        },
      ],
    }
    const events = []
    for await (const event of openAIChatToolEvents([chunk])) events.push(event)
    expect(events.map((event) => event.type)).toEqual([
      'tool-input-start',
      'tool-input-delta',
      'tool-input-end',
    ])
  })

  it('reports a tool call whose first delta has no id, and a streamed error', async () => {
    const drain = async (chunks: unknown[]) => {
      for await (const _ of openAIChatToolEvents(chunks)) {
      }
    }
    await expect(
      drain([
        {
          choices: [
            { index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: '{' } }] } },
          ],
        },
      ]),
    ).rejects.toMatchObject({
      name: 'ProviderStreamError',
      message: expect.stringContaining(
        'openai-chat stream, event 0: expected the first delta of a tool call to carry "id" and "function.name"',
      ),
    })
    await expect(drain([{ error: { message: 'Rate limit reached' } }])).rejects.toThrow(
      'openai-chat stream, event 0: expected a chunk, not an error, received "Rate limit reached"',
    )
  })
})
