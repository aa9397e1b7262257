import {
  BaseCallbackHandler,
  type HandleLLMNewTokenCallbackFields,
  type NewTokenIndices,
} from '@langchain/core/callbacks/base'
import {
  type AnyTool,
  createPartialJsonParser,
  type PartialJsonParser,
  runHook,
  type ToolObserver,
} from '@polytool/core'

/** One piece of a streamed tool call, as LangChain puts it on a message chunk (`tool_call_chunks`). */
interface ToolCallChunk {
  readonly name?: string
  readonly args?: string
  readonly id?: string
  readonly index?: number
}

/** The part of a chat model's chunk that holds its streamed tool calls. */
interface ChatChunk {
  readonly message?: { readonly tool_call_chunks?: readonly ToolCallChunk[] }
}

/** One call whose arguments are streaming. */
interface OpenCall {
  readonly tool: AnyTool
  readonly toolCallId: string
  parser: PartialJsonParser | undefined
}

// Calls that start streaming but never reach their tool (an error, an abort) would otherwise
// stay for the life of the stream; the oldest are forgotten first.
const MAX_OPEN_CALLS = 1024

/**
 * Streamed tool arguments for polytool's input hooks: a LangChain callback handler that reads
 * the `tool_call_chunks` of a streaming chat model, runs `onInputStart` once per call and
 * `onInputDelta` with the partial input, parsed by core's incremental parser (linear in the
 * argument length). Pass it to `toLangChainTools` (`options.inputStream`), so a tool does not
 * run `onInputStart` a second time, and to the run's `callbacks`.
 */
export class ToolInputStream extends BaseCallbackHandler {
  override readonly name = 'polytool_tool_input_stream'
  /** Awaited by LangChain, so the hooks run before the tool does. */
  override awaitHandlers = true
  readonly #tools = new Map<string, AnyTool>()
  readonly #runs = new Map<string, Map<number, OpenCall>>()
  readonly #started = new Set<string>()
  readonly #observer: ToolObserver | undefined

  /** @param observer - receives the hooks' failures */
  constructor(observer?: ToolObserver) {
    super()
    this.#observer = observer
  }

  /**
   * LangChain copies handlers into each run's callback manager; the copy must be this stream,
   * which holds the open calls and the tools.
   *
   * @returns this stream
   */
  override copy(): this {
    return this
  }

  /**
   * Makes a tool's streamed calls known under the name the model calls (`toLangChainTools`
   * does this for the tools it converts).
   *
   * @param name - the name the model calls
   * @param tool - the polytool tool
   */
  register(name: string, tool: AnyTool): void {
    if (tool.onInputStart !== undefined || tool.onInputDelta !== undefined)
      this.#tools.set(name, tool)
  }

  /**
   * Whether `onInputStart` already ran for this call while it streamed; answers once per call.
   *
   * @param toolCallId - the provider's id of the call
   * @returns true when the stream started it
   */
  takeStarted(toolCallId: string): boolean {
    return this.#started.delete(toolCallId)
  }

  /**
   * LangChain's callback for each streamed chunk of a chat model.
   *
   * @param _token - the chunk's text
   * @param _index - the generation's index
   * @param runId - the model call's run id: a call's pieces after the first carry only its index
   * @param _parentRunId - unused
   * @param _tags - unused
   * @param fields - carries the message chunk
   */
  override async handleLLMNewToken(
    _token: string,
    _index: NewTokenIndices,
    runId: string,
    _parentRunId?: string,
    _tags?: string[],
    fields?: HandleLLMNewTokenCallbackFields,
  ): Promise<void> {
    const pieces = (fields?.chunk as ChatChunk | undefined)?.message?.tool_call_chunks
    for (const piece of pieces ?? []) {
      const call = await this.#open(runId, piece)
      if (call === undefined || piece.args === undefined || piece.args === '') continue
      await this.#delta(call, piece.args)
    }
  }

  /**
   * LangChain's callback at the end of a model call: its streams are over.
   *
   * @param _output - unused
   * @param runId - the model call's run id
   */
  override handleLLMEnd(_output: unknown, runId: string): void {
    this.#runs.delete(runId)
  }

  async #open(runId: string, piece: ToolCallChunk): Promise<OpenCall | undefined> {
    const index = piece.index ?? 0
    let calls = this.#runs.get(runId)
    const known = calls?.get(index)
    if (known !== undefined) return known
    const tool = piece.name === undefined ? undefined : this.#tools.get(piece.name)
    if (tool === undefined || piece.id === undefined) return undefined
    if (calls === undefined) {
      calls = new Map()
      this.#runs.set(runId, calls)
    }
    const call: OpenCall = { tool, toolCallId: piece.id, parser: undefined }
    calls.set(index, call)
    if (this.#started.size >= MAX_OPEN_CALLS) {
      const oldest = this.#started.values().next().value
      if (oldest !== undefined) this.#started.delete(oldest)
    }
    this.#started.add(call.toolCallId)
    await runHook(
      tool,
      'onInputStart',
      { toolCallId: call.toolCallId, messages: [] },
      this.#observer,
    )
    return call
  }

  async #delta(call: OpenCall, inputTextDelta: string): Promise<void> {
    if (call.tool.onInputDelta === undefined) return
    call.parser ??= createPartialJsonParser()
    // Malformed text stops the deltas: the whole arguments reach the tool, which answers them.
    if (call.parser.error !== undefined || !call.parser.write(inputTextDelta)) return
    await runHook(
      call.tool,
      'onInputDelta',
      {
        inputTextDelta,
        partialInput: call.parser.partial,
        toolCallId: call.toolCallId,
        messages: [],
      },
      this.#observer,
    )
  }
}

/**
 * A `ToolInputStream` for one set of converted tools: give it to `toLangChainTools` as
 * `inputStream` and to the run as a callback, with a chat model that streams.
 *
 * @param observer - receives the hooks' failures
 * @returns the stream, which is also a LangChain callback handler
 *
 * @example
 * ```ts fragment
 * import { createToolInputStream, toLangChainTools } from '@polytool/langchain'
 * import { createAgent } from 'langchain'
 *
 * declare const weatherTool: import('@polytool/core').AnyTool
 * declare const model: import('@langchain/openai').ChatOpenAI
 *
 * const inputStream = createToolInputStream()
 * const agent = createAgent({ model, tools: toLangChainTools([weatherTool], { inputStream }) })
 * await agent.invoke(
 *   { messages: [{ role: 'user', content: 'Weather in Paris?' }] },
 *   { callbacks: [inputStream] },
 * )
 * ```
 */
export function createToolInputStream(observer?: ToolObserver): ToolInputStream {
  return new ToolInputStream(observer)
}
