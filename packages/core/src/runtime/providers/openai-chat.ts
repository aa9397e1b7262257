import type { ToolCallEvent } from '../events'
import { ProviderStreamError } from './provider-stream-error'
import { asRecord, readProviderStream, streamedErrorMessage } from './read-event'

const PROVIDER = 'openai-chat'

/**
 * Turns OpenAI Chat Completions stream chunks into tool-call events. Each tool call streams
 * as `choices[].delta.tool_calls[]` keyed by `index`: the first delta has `id` and
 * `function.name`, the next ones `function.arguments` text; `finish_reason` ends them.
 *
 * @param chunks - the chunks of `openai.chat.completions.create({ stream: true })`
 * @returns the tool-call events, to `push` into a runtime
 *
 * @example
 * ```ts fragment
 * import { openAIChatToolEvents, type ToolCallRuntime } from '@polytool/core'
 * import OpenAI from 'openai'
 *
 * declare const runtime: ToolCallRuntime
 * declare const messages: OpenAI.ChatCompletionMessageParam[]
 * declare const tools: OpenAI.ChatCompletionTool[]
 *
 * const openai = new OpenAI()
 * const stream = await openai.chat.completions.create({ model: 'gpt-5', messages, tools, stream: true })
 * for await (const event of openAIChatToolEvents(stream)) runtime.push(event)
 * ```
 */
export async function* openAIChatToolEvents(
  chunks: AsyncIterable<unknown> | Iterable<unknown>,
): AsyncGenerator<ToolCallEvent> {
  // Open calls by `choice index/tool call index`, in the order they started.
  const open = new Map<string, string>()
  yield* readProviderStream(PROVIDER, chunks, 'a chunk object', (record, eventIndex) =>
    readChunk(open, record, eventIndex),
  )
  yield* endCalls(open, () => true)
}

function* readChunk(
  open: Map<string, string>,
  record: Record<string, unknown>,
  eventIndex: number,
): Generator<ToolCallEvent> {
  if (record.error !== undefined) {
    throw new ProviderStreamError(
      PROVIDER,
      eventIndex,
      'a chunk, not an error',
      streamedErrorMessage(record.error),
    )
  }
  const choices = Array.isArray(record.choices) ? record.choices : []
  for (const choice of choices) {
    const { index, delta, finish_reason } = asRecord(choice) ?? {}
    const toolCalls = asRecord(delta)?.tool_calls
    for (const toolCall of Array.isArray(toolCalls) ? toolCalls : []) {
      yield* readToolCallDelta(open, `${index}/${asRecord(toolCall)?.index}`, toolCall, eventIndex)
    }
    if (finish_reason !== null && finish_reason !== undefined) {
      yield* endCalls(open, (key) => key.startsWith(`${index}/`))
    }
  }
}

function* readToolCallDelta(
  open: Map<string, string>,
  key: string,
  toolCall: unknown,
  eventIndex: number,
): Generator<ToolCallEvent> {
  const { id, function: fn } = asRecord(toolCall) ?? {}
  const { name, arguments: argumentsText } = asRecord(fn) ?? {}
  let toolCallId = open.get(key)
  if (toolCallId === undefined) {
    if (typeof id !== 'string' || typeof name !== 'string') {
      throw new ProviderStreamError(
        PROVIDER,
        eventIndex,
        'the first delta of a tool call to carry "id" and "function.name"',
        toolCall,
      )
    }
    toolCallId = id
    open.set(key, id)
    yield { type: 'tool-input-start', toolCallId, toolName: name }
  }
  if (typeof argumentsText === 'string' && argumentsText !== '') {
    yield { type: 'tool-input-delta', toolCallId, inputTextDelta: argumentsText }
  }
}

function* endCalls(
  open: Map<string, string>,
  matches: (key: string) => boolean,
): Generator<ToolCallEvent> {
  for (const [key, toolCallId] of open) {
    if (!matches(key)) continue
    open.delete(key)
    yield { type: 'tool-input-end', toolCallId }
  }
}
