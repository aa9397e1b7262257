import { ToolCallRuntimeError } from './errors'
import { DEFAULT_MAX_JSON_DEPTH } from './partial-json/parser'
import type { SnapshotLimits } from './snapshot'

/** The size limits of a runtime's untrusted input; each has an option to raise it. */
export interface RuntimeLimitOptions {
  /**
   * Most tool calls one runtime holds, streamed or restored; 10,000 by default. A runtime keeps
   * every call (about 1 to 2 kB once finished) until it is dropped, so a stream that starts more
   * calls is refused with `TOO_MANY_CALLS` rather than growing the memory without end.
   */
  maxCalls?: number
  /** Deepest nesting of arrays and objects in a call's arguments, streamed or restored; 256 by default. */
  maxInputDepth?: number
  /** Most waiting calls one restored snapshot may hold; 1000 by default. */
  maxSnapshotCalls?: number
  /** Longest restored snapshot, in characters of its canonical JSON; 1,000,000 by default. */
  maxSnapshotSize?: number
  /**
   * Most chunks `display` and `transcript` each keep unread; 10,000 by default. With that many
   * unread, each new chunk drops the oldest unread one (counted in the stream's `dropped`, and
   * reported once per stream to the observer): a stream nobody reads holds a bounded memory.
   */
  maxUnreadChunks?: number
}

/** The limits used when no option raises or lowers them. */
export const DEFAULT_RUNTIME_LIMITS = Object.freeze({
  maxCalls: 10_000,
  maxInputDepth: DEFAULT_MAX_JSON_DEPTH,
  maxSnapshotCalls: 1000,
  maxSnapshotSize: 1_000_000,
  maxUnreadChunks: 10_000,
})

/** The runtime's limits, each checked to be a positive integer (or `Infinity`). */
export function readLimits(options: RuntimeLimitOptions): {
  maxCalls: number
  maxInputDepth: number
  maxUnreadChunks: number
  snapshot: SnapshotLimits
} {
  const maxInputDepth = limit(options, 'maxInputDepth')
  return {
    maxCalls: limit(options, 'maxCalls'),
    maxInputDepth,
    maxUnreadChunks: limit(options, 'maxUnreadChunks'),
    snapshot: {
      // The snapshot, its calls list and a call wrap each input and suspend payload.
      maxDepth: maxInputDepth + 3,
      maxCalls: limit(options, 'maxSnapshotCalls'),
      maxSize: limit(options, 'maxSnapshotSize'),
    },
  }
}

function limit(options: RuntimeLimitOptions, name: keyof RuntimeLimitOptions): number {
  const value = options[name] ?? DEFAULT_RUNTIME_LIMITS[name]
  if (
    typeof value !== 'number' ||
    !(value >= 1) ||
    !(Number.isInteger(value) || value === Infinity)
  ) {
    throw new ToolCallRuntimeError(
      'INVALID_OPTIONS',
      `${name} must be a positive integer, received ${String(value)}`,
    )
  }
  return value
}
