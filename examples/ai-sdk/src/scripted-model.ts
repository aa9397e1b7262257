import { MockLanguageModelV4 } from 'ai/test'

type GenerateResult = Awaited<ReturnType<MockLanguageModelV4['doGenerate']>>
type Prompt = MockLanguageModelV4['doGenerateCalls'][number]['prompt']

/** One turn of a scripted model: call a tool with these arguments, or answer from the last tool result. */
export type Turn =
  | { readonly call: string; readonly input: Record<string, unknown> }
  | { readonly answer: (lastToolResult: unknown) => string }

const usage = {
  inputTokens: { total: 0, noCache: 0, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 0, text: 0, reasoning: undefined },
}

/**
 * A language model that plays a script instead of calling a provider: each `generateText`
 * step takes the next turn. Stands in for `openai('…')` or `anthropic('…')` in the demo.
 */
export function scriptedModel(turns: readonly Turn[]): MockLanguageModelV4 {
  let step = 0
  return new MockLanguageModelV4({
    provider: 'scripted',
    doGenerate: async ({ prompt }): Promise<GenerateResult> => {
      const turn = turns[step++]
      if (turn === undefined)
        throw new Error(`The script has ${turns.length} turns; step ${step} asked for one more`)
      if ('answer' in turn) {
        return {
          content: [{ type: 'text', text: turn.answer(lastToolResult(prompt)) }],
          finishReason: { unified: 'stop', raw: 'stop' },
          usage,
          warnings: [],
        }
      }
      return {
        content: [
          {
            type: 'tool-call',
            toolCallId: `call_${step}`,
            toolName: turn.call,
            input: JSON.stringify(turn.input),
          },
        ],
        finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
        usage,
        warnings: [],
      }
    },
  })
}

function lastToolResult(prompt: Prompt): unknown {
  const message = prompt.filter((entry) => entry.role === 'tool').at(-1)
  const part = message?.role === 'tool' ? message.content.at(-1) : undefined
  return part?.type === 'tool-result' ? part.output : undefined
}
