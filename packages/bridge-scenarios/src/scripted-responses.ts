/** One turn the scripted model plays: a text answer, or one or more tool calls. */
export type ScriptedTurn =
  | { readonly text: string }
  | { readonly toolCalls: readonly ScriptedToolCall[] }

/** A tool call the scripted model makes: `arguments` is the raw JSON text the model writes. */
export interface ScriptedToolCall {
  readonly name: string
  readonly arguments: string
  readonly callId?: string
}

/** A request a framework sent to the scripted provider. */
export interface SentRequest {
  readonly url: string
  readonly body: unknown
  /** The body as it was sent, for searching: nothing private may appear in it. */
  readonly text: string
}

/** A scripted OpenAI provider: a `fetch` to give the framework, and what it was sent. */
export interface ScriptedResponses {
  readonly fetch: typeof fetch
  readonly requests: SentRequest[]
}

/**
 * A `fetch` that answers the OpenAI Responses API (`POST …/responses`, streamed or not) and
 * the Chat Completions API (`POST …/chat/completions`) with the scripted turns, in order, and
 * records every request body. A request past the last turn answers the last text turn again,
 * or `Done.`.
 *
 * @param turns - the model's turns, in order
 * @returns the `fetch` and the requests it received
 *
 * @example
 * const provider = scriptedResponses([
 *   { toolCalls: [{ name: 'weather', arguments: '{"city":"Lima"}' }] },
 *   { text: 'Sunny.' },
 * ])
 * const openai = new OpenAI({ apiKey: 'test', fetch: provider.fetch })
 */
export function scriptedResponses(turns: readonly ScriptedTurn[]): ScriptedResponses {
  const requests: SentRequest[] = []
  let next = 0
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init)
    const text = await request.text()
    const body: unknown = text === '' ? undefined : JSON.parse(text)
    requests.push({ url: request.url, body, text })
    const turn = turns[next] ?? { text: 'Done.' }
    const index = next++
    const stream = (body as { stream?: unknown } | undefined)?.stream === true
    if (request.url.endsWith('/chat/completions')) return chatCompletion(turn, index, stream)
    return stream ? streamedResponse(turn, index) : jsonResponse(responseBody(turn, index))
  }
  return { fetch: fetch as typeof globalThis.fetch, requests }
}

function callIdOf(call: ScriptedToolCall, turn: number, position: number): string {
  return call.callId ?? `call_${turn}_${position}`
}

function outputItems(turn: ScriptedTurn, index: number): Record<string, unknown>[] {
  if ('text' in turn) {
    return [
      {
        type: 'message',
        id: `msg_${index}`,
        role: 'assistant',
        status: 'completed',
        content: [{ type: 'output_text', text: turn.text, annotations: [] }],
      },
    ]
  }
  return turn.toolCalls.map((call, position) => ({
    type: 'function_call',
    id: `fc_${index}_${position}`,
    call_id: callIdOf(call, index, position),
    name: call.name,
    arguments: call.arguments,
    status: 'completed',
  }))
}

function responseBody(turn: ScriptedTurn, index: number, status = 'completed') {
  return {
    id: `resp_${index}`,
    object: 'response',
    created_at: 1_700_000_000 + index,
    status,
    model: 'gpt-4.1-mini',
    output: status === 'completed' ? outputItems(turn, index) : [],
    output_text: 'text' in turn ? turn.text : '',
    parallel_tool_calls: true,
    tool_choice: 'auto',
    tools: [],
    error: null,
    incomplete_details: null,
    usage: {
      input_tokens: 10,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: 5,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: 15,
    },
  }
}

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  })
}

function sse(events: readonly Record<string, unknown>[]): Response {
  const text = events.map((event) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`)
  return new Response(text.join(''), {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
  })
}

// The events of one streamed Responses API answer: each output item added, its text or
// arguments as one delta, the item done, then the whole response.
function streamedResponse(turn: ScriptedTurn, index: number): Response {
  let sequence = 0
  const events: Record<string, unknown>[] = [
    { type: 'response.created', response: responseBody(turn, index, 'in_progress') },
  ]
  outputItems(turn, index).forEach((item, outputIndex) => {
    if (item.type === 'function_call') {
      events.push({
        type: 'response.output_item.added',
        output_index: outputIndex,
        item: { ...item, arguments: '', status: 'in_progress' },
      })
      events.push({
        type: 'response.function_call_arguments.delta',
        item_id: item.id,
        output_index: outputIndex,
        delta: item.arguments,
      })
      events.push({
        type: 'response.function_call_arguments.done',
        item_id: item.id,
        output_index: outputIndex,
        arguments: item.arguments,
      })
    } else {
      const text = (turn as { text: string }).text
      events.push({
        type: 'response.output_item.added',
        output_index: outputIndex,
        item: { ...item, content: [], status: 'in_progress' },
      })
      events.push({
        type: 'response.content_part.added',
        item_id: item.id,
        output_index: outputIndex,
        content_index: 0,
        part: { type: 'output_text', text: '', annotations: [] },
      })
      events.push({
        type: 'response.output_text.delta',
        item_id: item.id,
        output_index: outputIndex,
        content_index: 0,
        delta: text,
      })
      events.push({
        type: 'response.output_text.done',
        item_id: item.id,
        output_index: outputIndex,
        content_index: 0,
        text,
      })
      events.push({
        type: 'response.content_part.done',
        item_id: item.id,
        output_index: outputIndex,
        content_index: 0,
        part: { type: 'output_text', text, annotations: [] },
      })
    }
    events.push({ type: 'response.output_item.done', output_index: outputIndex, item })
  })
  events.push({ type: 'response.completed', response: responseBody(turn, index) })
  return sse(events.map((event) => ({ ...event, sequence_number: sequence++ })))
}

function chatCompletion(turn: ScriptedTurn, index: number, stream: boolean): Response {
  const message =
    'text' in turn
      ? { role: 'assistant', content: turn.text }
      : {
          role: 'assistant',
          content: null,
          tool_calls: turn.toolCalls.map((call, position) => ({
            id: callIdOf(call, index, position),
            type: 'function',
            function: { name: call.name, arguments: call.arguments },
          })),
        }
  const finish = 'text' in turn ? 'stop' : 'tool_calls'
  const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 }
  const base = { id: `chatcmpl_${index}`, created: 1_700_000_000 + index, model: 'gpt-4.1-mini' }
  if (!stream) {
    return jsonResponse({
      ...base,
      object: 'chat.completion',
      choices: [{ index: 0, message, finish_reason: finish, logprobs: null }],
      usage,
    })
  }
  const delta =
    'text' in turn
      ? { role: 'assistant', content: turn.text }
      : {
          role: 'assistant',
          tool_calls: message.tool_calls?.map((call, position) => ({ index: position, ...call })),
        }
  const chunks = [
    {
      ...base,
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta, finish_reason: null }],
    },
    {
      ...base,
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta: {}, finish_reason: finish }],
      usage,
    },
  ]
  const text = `${chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('')}data: [DONE]\n\n`
  return new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } })
}
