import type { ToolCallEvent } from '../events'
import { ProviderStreamError } from './provider-stream-error'
import { asRecord, readProviderStream, streamedErrorMessage } from './read-event'

const PROVIDER = 'openai-responses'

interface OpenCall {
  readonly toolCallId: string
  /** The arguments text the deltas streamed so far. */
  streamed: string
}

/**
 * Turns OpenAI Responses stream events into tool-call events: a `function_call` output item
 * starts a call (its `call_id` is the tool call id), `response.function_call_arguments.delta`
 * streams its arguments by `item_id`, and `…arguments.done` ends it. When the arguments of
 * `done` are not what the deltas streamed, `done` wins: its `tool-input-end` carries them as
 * `inputText`, and the runtime reports a warning.
 *
 * @param events - the events of `openai.responses.create({ stream: true })`
 * @returns the tool-call events, to `push` into a runtime
 *
 * @example
 * ```ts fragment
 * import { openAIResponsesToolEvents, type ToolCallRuntime } from '@polytool/core'
 * import OpenAI from 'openai'
 *
 * declare const runtime: ToolCallRuntime
 * declare const input: OpenAI.Responses.ResponseInput
 * declare const tools: OpenAI.Responses.Tool[]
 *
 * const openai = new OpenAI()
 * const stream = await openai.responses.create({ model: 'gpt-5', input, tools, stream: true })
 * for await (const event of openAIResponsesToolEvents(stream)) runtime.push(event)
 * ```
 */
export async function* openAIResponsesToolEvents(
  events: AsyncIterable<unknown> | Iterable<unknown>,
): AsyncGenerator<ToolCallEvent> {
  const open = new Map<string, OpenCall>()
  yield* readProviderStream(PROVIDER, events, 'an event object', (record, eventIndex) =>
    readEvent(open, record, eventIndex),
  )
  for (const itemId of [...open.keys()]) yield* endCall(open, itemId, undefined)
}

function* readEvent(
  open: Map<string, OpenCall>,
  record: Record<string, unknown>,
  eventIndex: number,
): Generator<ToolCallEvent> {
  switch (record.type) {
    case 'response.output_item.added':
      return yield* startCall(open, record.item, eventIndex)
    case 'response.function_call_arguments.delta': {
      const call = callFor(open, record, eventIndex)
      const delta = record.delta
      if (typeof delta !== 'string') {
        throw new ProviderStreamError(PROVIDER, eventIndex, 'a string "delta"', delta)
      }
      call.streamed += delta
      if (delta !== '') {
        yield { type: 'tool-input-delta', toolCallId: call.toolCallId, inputTextDelta: delta }
      }
      return
    }
    case 'response.function_call_arguments.done':
      return yield* endCall(open, record.item_id, record.arguments)
    case 'response.output_item.done': {
      const item = asRecord(record.item)
      if (item?.type === 'function_call') yield* endCall(open, item.id, item.arguments)
      return
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
  const call: OpenCall = { toolCallId, streamed: '' }
  open.set(id, call)
  yield { type: 'tool-input-start', toolCallId, toolName: name }
  if (typeof argumentsText === 'string' && argumentsText !== '') {
    call.streamed = argumentsText
    yield { type: 'tool-input-delta', toolCallId, inputTextDelta: argumentsText }
  }
}

function callFor(
  open: Map<string, OpenCall>,
  record: Record<string, unknown>,
  eventIndex: number,
): OpenCall {
  const itemId = record.item_id
  const call = typeof itemId === 'string' ? open.get(itemId) : undefined
  if (call === undefined) {
    throw new ProviderStreamError(
      PROVIDER,
      eventIndex,
      'the item_id of a started function_call',
      itemId,
    )
  }
  return call
}

// `done` carries the whole arguments: text that no delta streamed is sent before the end, and
// arguments that contradict the deltas replace them (a delta lost or garbled on the way).
function* endCall(
  open: Map<string, OpenCall>,
  itemId: unknown,
  finalArguments: unknown,
): Generator<ToolCallEvent> {
  const call = typeof itemId === 'string' ? open.get(itemId) : undefined
  if (call === undefined) return
  open.delete(itemId as string)
  const { toolCallId, streamed } = call
  if (typeof finalArguments !== 'string' || finalArguments === streamed) {
    return yield { type: 'tool-input-end', toolCallId }
  }
  if (finalArguments.startsWith(streamed)) {
    const rest = finalArguments.slice(streamed.length)
    yield { type: 'tool-input-delta', toolCallId, inputTextDelta: rest }
    return yield { type: 'tool-input-end', toolCallId }
  }
  yield { type: 'tool-input-end', toolCallId, inputText: finalArguments }
}
