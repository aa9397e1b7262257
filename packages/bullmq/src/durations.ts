/** The longest delay a Node timer keeps: a longer one fires after 1 ms, with a warning. */
export const LONGEST_TIMER_MS = 2 ** 31 - 1

/**
 * A duration BullMQ waits on with a timer (a lock, a stalled check), checked: a positive number
 * of milliseconds no longer than a Node timer keeps (about 24.8 days), since a longer one would
 * fire after 1 ms.
 *
 * @throws RangeError naming `name` for anything else.
 */
export function timerOption(where: string, name: string, value: unknown): number {
  if (typeof value === 'number' && value > 0 && value <= LONGEST_TIMER_MS) return value
  throw new RangeError(
    `${where}: ${name} must be a positive number of milliseconds up to ${LONGEST_TIMER_MS}, received ${shown(value)}`,
  )
}

/**
 * The period of work that does no harm when done more often (a poll for missed results), checked:
 * a positive number of milliseconds, `Infinity` included, run at least every
 * {@link LONGEST_TIMER_MS} rather than every millisecond.
 *
 * @throws RangeError naming `name` for NaN, zero, a negative number or a non-number.
 */
export function periodOption(where: string, name: string, value: unknown): number {
  if (typeof value === 'number' && value > 0) return Math.min(value, LONGEST_TIMER_MS)
  throw new RangeError(
    `${where}: ${name} must be a positive number of milliseconds, received ${shown(value)}`,
  )
}

function shown(value: unknown): string {
  return typeof value === 'number' ? String(value) : typeof value
}
