import { ProviderStreamError } from './provider-stream-error'

/** A JSON object from a provider stream, or `undefined` for anything else. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}

/** The message of an `error` a provider streams instead of its usual events. */
export function streamedErrorMessage(error: unknown): string {
  const message = asRecord(error)?.message
  return typeof message === 'string' ? message : JSON.stringify(error)
}

/**
 * The events of a provider stream as JSON objects, each with its position (from 0); anything
 * else stops the stream with a `ProviderStreamError` naming what was expected.
 */
export async function* eventRecords(
  provider: string,
  events: AsyncIterable<unknown> | Iterable<unknown>,
  expected: string,
): AsyncGenerator<readonly [Record<string, unknown>, number]> {
  let eventIndex = 0
  for await (const event of events) {
    const record = asRecord(event)
    if (record === undefined) throw new ProviderStreamError(provider, eventIndex, expected, event)
    yield [record, eventIndex]
    eventIndex++
  }
}
