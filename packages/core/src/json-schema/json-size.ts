/**
 * How many values a frozen JSON value holds when written out: itself, and every value under it,
 * a sub-schema counted at each place that holds it. A converter may share one frozen sub-schema
 * between places (TypeBox reuses a schema object wherever it is used), so the count is kept per
 * frozen value: each is counted once, whatever shares it, and the count stops past `limit`.
 *
 * @param value - A value a finished walk froze: it holds only frozen JSON.
 * @param limit - Past this, the count says `limit + 1` and reads no further.
 * @returns The number of values, at most `limit + 1`.
 */
export function writtenSize(value: unknown, limit: number): number {
  if (typeof value !== 'object' || value === null) return 1
  const known = sizes.get(value)
  if (known !== undefined) return Math.min(known, limit + 1)
  let size = 1
  const items: readonly unknown[] = Array.isArray(value) ? value : Object.values(value)
  for (const item of items) {
    size += writtenSize(item, limit - size)
    if (size > limit) return limit + 1
  }
  // Only a finished count is kept: one cut at a limit says too little for a larger one.
  sizes.set(value, size)
  return size
}

// Frozen values never change: their sizes stay true for as long as they live.
const sizes = new WeakMap<object, number>()
