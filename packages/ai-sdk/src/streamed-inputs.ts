import { createPartialJsonParser, type PartialJsonParser } from '@polytool/core'

/** What is known of one call between its first input event and `execute`. */
export interface StreamedInput {
  /** Whether `onInputStart` ran for this call. */
  started: boolean
  /** The arguments so far, parsed piece by piece (only when the tool has `onInputDelta`). */
  parser: PartialJsonParser | undefined
}

// Calls whose input starts but never reaches `execute` (unparsable arguments, a denied
// approval, an abort) would otherwise stay here for the life of the tool set.
const MAX_OPEN_CALLS = 1024

/** The streamed input of each open call of one tool, by tool call id. */
export class StreamedInputs {
  readonly #calls = new Map<string, StreamedInput>()

  /** The call's state, made on its first event. */
  open(toolCallId: string): StreamedInput {
    let call = this.#calls.get(toolCallId)
    if (call === undefined) {
      if (this.#calls.size >= MAX_OPEN_CALLS) {
        const oldest = this.#calls.keys().next().value
        if (oldest !== undefined) this.#calls.delete(oldest)
      }
      call = { started: false, parser: undefined }
      this.#calls.set(toolCallId, call)
    }
    return call
  }

  /** Reads one more piece of argument text; answers the best-effort input so far. */
  write(call: StreamedInput, inputTextDelta: string): unknown {
    call.parser ??= createPartialJsonParser()
    call.parser.write(inputTextDelta)
    return call.parser.partial
  }

  /** Ends the streaming part of a call: its state, if its input streamed, is handed over once. */
  take(toolCallId: string): StreamedInput | undefined {
    const call = this.#calls.get(toolCallId)
    this.#calls.delete(toolCallId)
    return call
  }
}
