import { describe, expect, it } from 'vitest'
import { decodeJsonEvents, decodeServerSentEvents } from './sse'
import anthropicStream from './test-fixtures/anthropic-messages'

async function decode(pieces: string[]) {
  const events: unknown[] = []
  for await (const event of decodeServerSentEvents(pieces)) events.push(event)
  return events
}

describe('decodeServerSentEvents', () => {
  it('gives the same events however the body is cut', async () => {
    const whole = await decode([anthropicStream])
    expect(whole).toHaveLength(32)
    expect(whole[0]).toMatchObject({ event: 'message_start' })
    for (const size of [1, 2, 7, 64]) {
      const pieces = anthropicStream.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!
      expect(await decode(pieces)).toEqual(whole)
    }
  })

  it('reads CRLF and CR line breaks, comments and multi-line data; drops an event cut short', async () => {
    expect(
      await decode([
        ': keep-alive\r',
        '\n',
        'event: a\r\ndata: 1\r',
        '\ndata: 2\r\r',
        'data:3\n\n',
        'data: cut',
      ]),
    ).toEqual([{ event: 'a', data: '1\n2' }, { data: '3' }])
  })
})

describe('decodeJsonEvents', () => {
  it('skips [DONE] and reports data that is not JSON', async () => {
    const read = async (text: string) => {
      const out: unknown[] = []
      for await (const value of decodeJsonEvents(decodeServerSentEvents([text]), 'openai-chat'))
        out.push(value)
      return out
    }
    expect(await read('data: {"a":1}\n\ndata: [DONE]\n\n')).toEqual([{ a: 1 }])
    await expect(read('data: {"a":1}\n\ndata: {oops\n\n')).rejects.toThrow(
      'openai-chat stream, event 1: expected JSON data, received "{oops"',
    )
  })
})
