import { safeStringify } from '../../safe-stringify'
import type { ToolCallEvent } from '../events'
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
  return typeof message === 'string' ? message : safeStringify(error, { maxLength: 300 })
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
  for await (const { event } of eventsOf(events)) {
    const record = guarded(provider, eventIndex, () => asRecord(event))
    if (record === undefined) throw new ProviderStreamError(provider, eventIndex, expected, event)
    yield [record, eventIndex]
    eventIndex++
  }
}

// `for await` over a list awaits each item, reading its `then`: a hostile event (a revoked
// proxy, a throwing `then` getter) would throw there, outside any event. Lists are read as they are.
async function* eventsOf(
  events: AsyncIterable<unknown> | Iterable<unknown>,
): AsyncGenerator<{ readonly event: unknown }> {
  if (Symbol.asyncIterator in events) {
    for await (const event of events) yield { event }
  } else {
    for (const event of events) yield { event }
  }
}

/**
 * Reads a provider stream with `step`, which turns one event into tool-call events. An event
 * that cannot be read (a getter or proxy trap that throws, a cycle) stops the stream with a
 * `ProviderStreamError` for that event, never a raw `TypeError` or `RangeError`.
 */
export async function* readProviderStream(
  provider: string,
  events: AsyncIterable<unknown> | Iterable<unknown>,
  expected: string,
  step: (record: Record<string, unknown>, eventIndex: number) => Iterable<ToolCallEvent>,
): AsyncGenerator<ToolCallEvent> {
  for await (const [record, eventIndex] of eventRecords(provider, events, expected)) {
    // Read the whole event before yielding, so a failure is this event's, not the consumer's.
    yield* guarded(provider, eventIndex, () => [...step(record, eventIndex)])
  }
}

function guarded<T>(provider: string, eventIndex: number, read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (error instanceof ProviderStreamError) throw error
    throw new ProviderStreamError(
      provider,
      eventIndex,
      'a readable event',
      `[${errorKind(error)} while reading it]`,
    )
  }
}

// The thrown value may be hostile too: its class name, read without trusting it.
function errorKind(error: unknown): string {
  try {
    return error instanceof Error ? String(error.name).slice(0, 40) : typeof error
  } catch {
    return 'an exception'
  }
}
