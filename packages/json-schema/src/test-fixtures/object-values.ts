/**
 * Objects over `keys`, each key absent (`undefined` in the pool) or set to one of the pool's
 * values: every combination, or every `step`-th one when there are too many to try.
 */
export function* objectsOver(
  keys: readonly string[],
  pool: readonly unknown[],
  step = 1,
): Generator<Record<string, unknown>> {
  const total = pool.length ** keys.length
  for (let code = 0; code < total; code += step) {
    const value: Record<string, unknown> = {}
    let rest = code
    for (const key of keys) {
      const picked = pool[rest % pool.length]
      rest = Math.floor(rest / pool.length)
      if (picked !== undefined) value[key] = picked
    }
    yield value
  }
}
