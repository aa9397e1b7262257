import { excerpt } from '../../secrets'
import { ProviderStreamError } from './provider-stream-error'

const BYTE_ORDER_MARK = '\uFEFF'

/** One server-sent event: its `event:` name when it has one, and its `data:` text. */
export interface ServerSentEvent {
  /** The event's `event:` field, when the stream names its events. */
  readonly event?: string
  /** The event's `data:` lines, joined with newlines. */
  readonly data: string
}

/**
 * Decodes a `text/event-stream` body, given as text pieces cut anywhere, into events.
 * An event is complete at its blank line; one the stream cut before it is dropped. A byte
 * order mark at the start of the stream is skipped, as the SSE standard says.
 *
 * @param pieces - the response body as text, cut anywhere
 * @returns the complete events, in order
 *
 * @example
 * ```ts fragment
 * import { decodeServerSentEvents } from '@polytool/core'
 *
 * declare const request: RequestInit
 *
 * const response = await fetch('https://api.openai.com/v1/chat/completions', request)
 * const text = response.body!.pipeThrough(new TextDecoderStream())
 * for await (const event of decodeServerSentEvents(text)) console.log(event.data)
 * ```
 */
export async function* decodeServerSentEvents(
  pieces: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<ServerSentEvent> {
  let partialLine = ''
  let endedWithCarriageReturn = false
  let event: string | undefined
  let data: string[] = []
  let atStart = true
  for await (const received of pieces) {
    // Otherwise the mark would join the first field's name, and the first event would be lost.
    const piece = atStart && received.startsWith(BYTE_ORDER_MARK) ? received.slice(1) : received
    if (piece === '') continue
    atStart = false
    // A '\r' that ended the last piece and a '\n' that starts this one are one line break.
    const text: string = endedWithCarriageReturn && piece.startsWith('\n') ? piece.slice(1) : piece
    endedWithCarriageReturn = text.endsWith('\r')
    // Only the new text is split, so a long line arriving in many pieces stays linear.
    const lines = text.split(/\r\n|\r|\n/)
    lines[0] = partialLine + lines[0]
    // The last line may continue in the next piece.
    partialLine = lines.pop()!
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0)
          yield event === undefined ? { data: data.join('\n') } : { event, data: data.join('\n') }
        event = undefined
        data = []
        continue
      }
      if (line.startsWith(':')) continue
      const colon = line.indexOf(':')
      const field = colon < 0 ? line : line.slice(0, colon)
      const value = colon < 0 ? '' : line.slice(colon + (line[colon + 1] === ' ' ? 2 : 1))
      if (field === 'data') data.push(value)
      else if (field === 'event') event = value
    }
  }
  // As the SSE standard says, an event the stream cut before its blank line is dropped.
}

/**
 * Parses each event's data as JSON, skipping OpenAI's `[DONE]` marker: what the providers'
 * official SDKs yield when they stream.
 *
 * @param events - server-sent events, as `decodeServerSentEvents` yields them
 * @param provider - the provider's name, for the error of an event that is not JSON
 * @returns each event's data, parsed
 *
 * @example
 * ```ts fragment
 * import { decodeJsonEvents, decodeServerSentEvents, openAIChatToolEvents, type ToolCallRuntime } from '@polytool/core'
 *
 * declare const text: AsyncIterable<string>
 * declare const runtime: ToolCallRuntime
 *
 * const chunks = decodeJsonEvents(decodeServerSentEvents(text), 'openai-chat')
 * for await (const event of openAIChatToolEvents(chunks)) runtime.push(event)
 * ```
 */
export async function* decodeJsonEvents(
  events: AsyncIterable<ServerSentEvent>,
  provider: string,
): AsyncGenerator<unknown> {
  let index = 0
  for await (const { data } of events) {
    if (data === '[DONE]') continue
    let parsed: unknown
    try {
      parsed = JSON.parse(data)
    } catch {
      throw new ProviderStreamError(provider, index, 'JSON data', excerpt(data, 80))
    }
    yield parsed
    index++
  }
}
