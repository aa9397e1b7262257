import { safeStringify } from '../../safe-stringify'
import { excerpt } from '../../secrets'

/** A provider's stream event that cannot be read as a tool call: which event, what was expected. */
export class ProviderStreamError extends Error {
  override readonly name = 'ProviderStreamError'
  readonly code = 'PROVIDER_STREAM_INVALID'
  /** `openai-chat`, `openai-responses` or `anthropic`. */
  readonly provider: string
  /** Position of the event in the stream, from 0. */
  readonly eventIndex: number

  constructor(provider: string, eventIndex: number, expected: string, received: unknown) {
    super(
      `${provider} stream, event ${eventIndex}: expected ${expected}, received ${describe(received)}`,
    )
    this.provider = provider
    this.eventIndex = eventIndex
  }
}

// Never throws (cycles, getters, deep nesting), and never quotes much or anything secret:
// provider events can echo API keys, and the message ends up in logs.
function describe(value: unknown): string {
  return excerpt(safeStringify(value, { maxLength: 300 }), 120)
}
