/** One turn of the scripted model: a tool call with its raw arguments, or a text answer. */
export type Turn = { call: string; args: unknown } | { answer: (lastToolResult: string) => string }

/**
 * A `fetch` for `ChatOpenAI` that answers the Chat Completions API with scripted turns, so the
 * demo runs LangChain's real agent loop without a network or an API key. Each request's last
 * message is handed to the next text answer, which reads the tool result from it.
 */
export function scriptedOpenAI(turns: readonly Turn[]): typeof fetch {
  let next = 0
  const scripted = async (input: string | URL | Request, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const body = (await request.json()) as { messages: { content?: unknown }[] }
    const turn = turns[next] ?? { answer: () => 'Done.' }
    const index = next++
    const message =
      'call' in turn
        ? {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: `call_${index}`,
                type: 'function',
                function: { name: turn.call, arguments: JSON.stringify(turn.args) },
              },
            ],
          }
        : { role: 'assistant', content: turn.answer(String(body.messages.at(-1)?.content ?? '')) }
    return Response.json({
      id: `chatcmpl_${index}`,
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'gpt-4.1-mini',
      choices: [{ index: 0, message, finish_reason: 'call' in turn ? 'tool_calls' : 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    })
  }
  return scripted as typeof fetch
}
