import { describe, expect, it } from 'vitest'
import { ProviderStreamError } from './provider-stream-error'
import { eventRecords } from './read-event'

describe('eventRecords', () => {
  it('yields each event with its position, from sync and async streams', async () => {
    async function* stream() {
      yield { type: 'a' }
      yield { type: 'b' }
    }
    for (const events of [[{ type: 'a' }, { type: 'b' }], stream()]) {
      const seen: unknown[] = []
      for await (const entry of eventRecords('test', events, 'an event object')) seen.push(entry)
      expect(seen).toEqual([
        [{ type: 'a' }, 0],
        [{ type: 'b' }, 1],
      ])
    }
  })

  it('stops at the first event that is not an object, naming its position', async () => {
    const read = async () => {
      for await (const _ of eventRecords('openai-chat', [{}, {}, [1], {}], 'a chunk object')) {
      }
    }
    await expect(read()).rejects.toBeInstanceOf(ProviderStreamError)
    await expect(read()).rejects.toMatchObject({
      provider: 'openai-chat',
      eventIndex: 2,
      message: 'openai-chat stream, event 2: expected a chunk object, received [1]',
    })
  })
})
