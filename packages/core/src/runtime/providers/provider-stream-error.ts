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

function describe(value: unknown): string {
  try {
    const text = JSON.stringify(value) ?? String(value)
    return text.length > 200 ? `${text.slice(0, 199)}…` : text
  } catch {
    return typeof value
  }
}
