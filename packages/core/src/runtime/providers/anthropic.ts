import type { ToolCallEvent } from '../events'
import { ProviderStreamError } from './provider-stream-error'
import { asRecord, readProviderStream, streamedErrorMessage } from './read-event'

const PROVIDER = 'anthropic'

/**
 * Turns Anthropic Messages stream events into tool-call events: a `tool_use` content block
 * starts a call, `input_json_delta` deltas stream its input by block `index`, and
 * `content_block_stop` ends it.
 *
 * @param events - the stream events of `anthropic.messages.stream` or `create({ stream: true })`
 * @returns the tool-call events, to `push` into a runtime
 *
 * @example
 * ```ts fragment
 * import { anthropicToolEvents, type ToolCallRuntime } from '@polytool/core'
 * import Anthropic from '@anthropic-ai/sdk'
 *
 * declare const runtime: ToolCallRuntime
 * declare const messages: Anthropic.MessageParam[]
 * declare const tools: Anthropic.Tool[]
 *
 * const anthropic = new Anthropic()
 * const stream = anthropic.messages.stream({ model: 'claude-sonnet-4-5', max_tokens: 4096, messages, tools })
 * for await (const event of anthropicToolEvents(stream)) runtime.push(event)
 * ```
 */
export async function* anthropicToolEvents(
  events: AsyncIterable<unknown> | Iterable<unknown>,
): AsyncGenerator<ToolCallEvent> {
  // Tool call ids of the open tool_use blocks, by block index.
  const open = new Map<unknown, string>()
  yield* readProviderStream(PROVIDER, events, 'an event object', (record, eventIndex) =>
    readEvent(open, record, eventIndex),
  )
  for (const toolCallId of open.values()) yield { type: 'tool-input-end', toolCallId }
}

function* readEvent(
  open: Map<unknown, string>,
  record: Record<string, unknown>,
  eventIndex: number,
): Generator<ToolCallEvent> {
  switch (record.type) {
    case 'content_block_start': {
      const block = asRecord(record.content_block)
      if (block?.type !== 'tool_use') return
      const { id, name } = block
      if (typeof id !== 'string' || typeof name !== 'string') {
        throw new ProviderStreamError(
          PROVIDER,
          eventIndex,
          'a tool_use block with string "id" and "name"',
          block,
        )
      }
      open.set(record.index, id)
      yield { type: 'tool-input-start', toolCallId: id, toolName: name }
      return
    }
    case 'content_block_delta': {
      const delta = asRecord(record.delta)
      if (delta?.type !== 'input_json_delta') return
      const toolCallId = open.get(record.index)
      const text = delta.partial_json
      if (toolCallId === undefined || typeof text !== 'string') {
        throw new ProviderStreamError(
          PROVIDER,
          eventIndex,
          'an input_json_delta with string "partial_json" for a started tool_use block',
          record,
        )
      }
      if (text !== '') yield { type: 'tool-input-delta', toolCallId, inputTextDelta: text }
      return
    }
    case 'content_block_stop': {
      const toolCallId = open.get(record.index)
      if (toolCallId === undefined) return
      open.delete(record.index)
      yield { type: 'tool-input-end', toolCallId }
      return
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
