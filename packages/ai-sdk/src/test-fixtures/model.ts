import { simulateReadableStream } from 'ai'
import { MockLanguageModelV4 } from 'ai/test'

type LanguageModelV4GenerateResult = Awaited<ReturnType<MockLanguageModelV4['doGenerate']>>
type LanguageModelV4StreamPart =
  Awaited<ReturnType<MockLanguageModelV4['doStream']>>['stream'] extends ReadableStream<infer Part>
    ? Part
    : never

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
}

/** One model turn that calls a tool with the given arguments (an object, or raw JSON text). */
export function toolCallTurn(
  toolName: string,
  input: unknown,
  toolCallId = 'call_1',
): LanguageModelV4GenerateResult {
  return {
    content: [
      {
        type: 'tool-call',
        toolCallId,
        toolName,
        input: typeof input === 'string' ? input : JSON.stringify(input),
      },
    ],
    finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
    usage,
    warnings: [],
  }
}

/** One model turn that answers with text and stops. */
export function textTurn(text: string): LanguageModelV4GenerateResult {
  return {
    content: [{ type: 'text', text }],
    finishReason: { unified: 'stop', raw: 'stop' },
    usage,
    warnings: [],
  }
}

/** A model that plays the given turns in order, one per `doGenerate` call. */
export function scriptedModel(turns: LanguageModelV4GenerateResult[]): MockLanguageModelV4 {
  return new MockLanguageModelV4({ doGenerate: turns })
}

/** A streamed turn that calls a tool, its arguments arriving in the given pieces. */
export function streamedToolCallTurn(
  toolName: string,
  pieces: readonly string[],
  toolCallId = 'call_1',
): LanguageModelV4StreamPart[] {
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'tool-input-start', id: toolCallId, toolName },
    ...pieces.map(
      (delta): LanguageModelV4StreamPart => ({
        type: 'tool-input-delta',
        id: toolCallId,
        delta,
      }),
    ),
    { type: 'tool-input-end', id: toolCallId },
    { type: 'tool-call', toolCallId, toolName, input: pieces.join('') },
    { type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool_calls' }, usage },
  ]
}

/** A streamed turn that answers with text and stops. */
export function streamedTextTurn(text: string): LanguageModelV4StreamPart[] {
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 'text_1' },
    { type: 'text-delta', id: 'text_1', delta: text },
    { type: 'text-end', id: 'text_1' },
    { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
  ]
}

/** A model that streams the given turns in order, one per `doStream` call. */
export function streamingModel(turns: LanguageModelV4StreamPart[][]): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    doStream: turns.map((chunks) => ({
      stream: simulateReadableStream({ chunks, initialDelayInMs: null, chunkDelayInMs: null }),
    })),
  })
}

/** The tool results the model was sent in its `turn`-th call (0-based), by tool call id. */
export function toolResultsSent(
  model: MockLanguageModelV4,
  turn: number,
  calls: 'doGenerateCalls' | 'doStreamCalls' = 'doGenerateCalls',
): Record<string, unknown> {
  const prompt = model[calls][turn]?.prompt ?? []
  const results: Record<string, unknown> = {}
  for (const message of prompt) {
    if (message.role !== 'tool') continue
    for (const part of message.content) {
      if (part.type === 'tool-result') results[part.toolCallId] = part.output
    }
  }
  return results
}
