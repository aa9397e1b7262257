import type { ToolObserver } from '@polytool/core'

/** Tells `observer` of a connection error, if it listens; a broken logger breaks nothing. */
export function reportError(
  observer: ToolObserver | undefined,
  message: string,
  error: unknown,
): void {
  try {
    observer?.log?.('error', message, { error })
  } catch {
    // A broken logger must not break the connection's recovery.
  }
}
