/** The longest delay a Node timer keeps: a longer one fires after 1 ms, with a warning. */
export const LONGEST_TIMER_MS = 2 ** 31 - 1

/** A timer of any length, from {@link setLongTimeout}. */
export interface LongTimeout {
  /** Stops the timer; `callback` will not be called. */
  clear(): void
}

/**
 * Calls `callback` once `delayMs` is over, whatever its length: a delay longer than a Node
 * timer keeps runs as a chain of the longest ones, and `Infinity` never fires. The caller
 * checks `delayMs` (see {@link checkDurationMs}).
 */
export function setLongTimeout(callback: () => void, delayMs: number): LongTimeout {
  let timer: ReturnType<typeof setTimeout> | undefined
  const arm = (remainingMs: number) => {
    if (remainingMs === Number.POSITIVE_INFINITY) return
    timer =
      remainingMs > LONGEST_TIMER_MS
        ? setTimeout(() => arm(remainingMs - LONGEST_TIMER_MS), LONGEST_TIMER_MS)
        : setTimeout(callback, remainingMs)
  }
  arm(delayMs)
  return {
    clear() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
    },
  }
}

/**
 * Throws a `RangeError` naming `name` unless `value` is a positive number of milliseconds
 * (`Infinity` included: never).
 */
export function checkDurationMs(where: string, name: string, value: unknown): number {
  if (typeof value === 'number' && value > 0) return value
  const shown = typeof value === 'number' ? String(value) : typeof value
  throw new RangeError(
    `${where}: ${name} must be a positive number of milliseconds (Infinity for none), received ${shown}`,
  )
}
