import type { ToolCallEvent } from '../../events'
import { decodeJsonEvents, decodeServerSentEvents } from '../sse'

type Adapter = (events: AsyncIterable<unknown>) => AsyncGenerator<ToolCallEvent>

/** Replays a recorded SSE body, cut into pieces of `pieceSize` characters, through an adapter. */
export async function replay(
  sseText: string,
  adapter: Adapter,
  provider: string,
  pieceSize = 97,
): Promise<ToolCallEvent[]> {
  const pieces: string[] = []
  for (let i = 0; i < sseText.length; i += pieceSize) pieces.push(sseText.slice(i, i + pieceSize))
  const events: ToolCallEvent[] = []
  for await (const event of adapter(decodeJsonEvents(decodeServerSentEvents(pieces), provider))) {
    events.push(event)
  }
  return events
}

/** Each call's start, its arguments text joined, and whether it ended, in stream order. */
export function summarise(
  events: readonly ToolCallEvent[],
): Array<[string, string, string, boolean]> {
  const calls = new Map<string, [string, string, string, boolean]>()
  for (const event of events) {
    if (event.type === 'tool-input-start')
      calls.set(event.toolCallId, [event.toolCallId, event.toolName, '', false])
    const call = calls.get(event.toolCallId)
    if (call === undefined) throw new Error(`event before start: ${JSON.stringify(event)}`)
    if (event.type === 'tool-input-delta') call[2] += event.inputTextDelta
    if (event.type === 'tool-input-end') call[3] = true
  }
  return [...calls.values()]
}
