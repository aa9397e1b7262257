import type { ToolCallEvent } from '../events'
import { ProviderStreamError } from './provider-stream-error'
import { asRecord, eventRecords, streamedErrorMessage } from './read-event'

const PROVIDER = 'anthropic'

/**
 * Turns Anthropic Messages stream events into tool-call events: a `tool_use` content block
 * starts a call, `input_json_delta` deltas stream its input by block `index`, and
 * `content_block_stop` ends it.
 *
 * @example
 * const stream = anthropic.messages.stream({ model, max_tokens, messages, tools })
 * for await (const event of anthropicToolEvents(stream)) runtime.push(event)
 */
export async function* anthropicToolEvents(
  events: AsyncIterable<unknown> | Iterable<unknown>,
): AsyncGenerator<ToolCallEvent> {
  // Tool call ids of the open tool_use blocks, by block index.
  const open = new Map<unknown, string>()
  for await (const [record, eventIndex] of eventRecords(PROVIDER, events, 'an event object')) {
    switch (record.type) {
      case 'content_block_start': {
        const block = asRecord(record.content_block)
        if (block?.type !== 'tool_use') break
        if (typeof block.id !== 'string' || typeof block.name !== 'string') {
          throw new ProviderStreamError(
            PROVIDER,
            eventIndex,
            'a tool_use block with string "id" and "name"',
            block,
          )
        }
        open.set(record.index, block.id)
        yield { type: 'tool-input-start', toolCallId: block.id, toolName: block.name }
        break
      }
      case 'content_block_delta': {
        const delta = asRecord(record.delta)
        if (delta?.type !== 'input_json_delta') break
        const toolCallId = open.get(record.index)
        if (toolCallId === undefined || typeof delta.partial_json !== 'string') {
          throw new ProviderStreamError(
            PROVIDER,
            eventIndex,
            'an input_json_delta with string "partial_json" for a started tool_use block',
            record,
          )
        }
        if (delta.partial_json !== '') {
          yield { type: 'tool-input-delta', toolCallId, inputTextDelta: delta.partial_json }
        }
        break
      }
      case 'content_block_stop': {
        const toolCallId = open.get(record.index)
        if (toolCallId === undefined) break
        open.delete(record.index)
        yield { type: 'tool-input-end', toolCallId }
        break
      }
      case 'error':
        throw new ProviderStreamError(
          PROVIDER,
          eventIndex,
          'no error event',
          streamedErrorMessage(record.error),
        )
    }
  }
  for (const toolCallId of open.values()) yield { type: 'tool-input-end', toolCallId }
}
