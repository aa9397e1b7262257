import type { ToolCallEvent } from '../events'
import { ProviderStreamError } from './provider-stream-error'
import { asRecord, eventRecords, streamedErrorMessage } from './read-event'

const PROVIDER = 'openai-responses'

interface OpenCall {
  readonly toolCallId: string
  streamedLength: number
}

/**
 * Turns OpenAI Responses stream events into tool-call events: a `function_call` output item
 * starts a call (its `call_id` is the tool call id), `response.function_call_arguments.delta`
 * streams its arguments by `item_id`, and `…arguments.done` ends it.
 *
 * @example
 * const stream = await openai.responses.create({ model, input, tools, stream: true })
 * for await (const event of openAIResponsesToolEvents(stream)) runtime.push(event)
 */
export async function* openAIResponsesToolEvents(
  events: AsyncIterable<unknown> | Iterable<unknown>,
): AsyncGenerator<ToolCallEvent> {
  const open = new Map<string, OpenCall>()
  for await (const [record, eventIndex] of eventRecords(PROVIDER, events, 'an event object')) {
    switch (record.type) {
      case 'response.output_item.added':
        yield* startCall(open, record.item, eventIndex)
        break
      case 'response.function_call_arguments.delta': {
        const call = callFor(open, record, eventIndex)
        const delta = record.delta
        if (typeof delta !== 'string') {
          throw new ProviderStreamError(PROVIDER, eventIndex, 'a string "delta"', delta)
        }
        call.streamedLength += delta.length
        if (delta !== '')
          yield { type: 'tool-input-delta', toolCallId: call.toolCallId, inputTextDelta: delta }
        break
      }
      case 'response.function_call_arguments.done':
        yield* endCall(open, record.item_id, record.arguments)
        break
      case 'response.output_item.done': {
        const item = asRecord(record.item)
        if (item?.type === 'function_call') yield* endCall(open, item.id, item.arguments)
        break
      }
      case 'error':
        throw new ProviderStreamError(
          PROVIDER,
          eventIndex,
          'no error event',
          streamedErrorMessage(record),
        )
    }
  }
  for (const itemId of [...open.keys()]) yield* endCall(open, itemId, undefined)
}

function* startCall(
  open: Map<string, OpenCall>,
  item: unknown,
  eventIndex: number,
): Generator<ToolCallEvent> {
  const record = asRecord(item)
  if (record?.type !== 'function_call') return
  const { id, call_id: toolCallId, name, arguments: argumentsText } = record
  if (typeof id !== 'string' || typeof toolCallId !== 'string' || typeof name !== 'string') {
    throw new ProviderStreamError(
      PROVIDER,
      eventIndex,
      'a function_call item with string "id", "call_id" and "name"',
      item,
    )
  }
  const call: OpenCall = { toolCallId, streamedLength: 0 }
  open.set(id, call)
  yield { type: 'tool-input-start', toolCallId, toolName: name }
  if (typeof argumentsText === 'string' && argumentsText !== '') {
    call.streamedLength = argumentsText.length
    yield { type: 'tool-input-delta', toolCallId, inputTextDelta: argumentsText }
  }
}

function callFor(
  open: Map<string, OpenCall>,
  record: Record<string, unknown>,
  eventIndex: number,
): OpenCall {
  const call = typeof record.item_id === 'string' ? open.get(record.item_id) : undefined
  if (call === undefined) {
    throw new ProviderStreamError(
      PROVIDER,
      eventIndex,
      'the item_id of a started function_call',
      record.item_id,
    )
  }
  return call
}

// `done` carries the whole arguments: text that no delta streamed is sent before the end.
function* endCall(
  open: Map<string, OpenCall>,
  itemId: unknown,
  finalArguments: unknown,
): Generator<ToolCallEvent> {
  const call = typeof itemId === 'string' ? open.get(itemId) : undefined
  if (call === undefined) return
  open.delete(itemId as string)
  if (typeof finalArguments === 'string' && finalArguments.length > call.streamedLength) {
    const rest = finalArguments.slice(call.streamedLength)
    yield { type: 'tool-input-delta', toolCallId: call.toolCallId, inputTextDelta: rest }
  }
  yield { type: 'tool-input-end', toolCallId: call.toolCallId }
}
