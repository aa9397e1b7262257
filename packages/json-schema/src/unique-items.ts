/**
 * The first pair of equal items, as cfworker's quadratic `uniqueItems` loop reports it: the
 * lowest index that has an equal item, and the lowest other index equal to it. Each item is
 * written once as canonical JSON (keys sorted), so equal JSON values, and only they, get the same
 * text: the work is linear in the size of the array (plus sorting each object's keys), instead of
 * comparing every pair. `step` is charged one step per value node written, so a huge array
 * counts against the validation budget.
 */
export function firstDuplicate(
  items: readonly unknown[],
  step: (count?: number) => void,
): readonly [number, number] | undefined {
  const firstAt = new Map<string, number>()
  let best: readonly [number, number] | undefined
  for (let index = 0; index < items.length; index++) {
    const text = canonicalJson(items[index], step)
    const first = firstAt.get(text)
    if (first === undefined) firstAt.set(text, index)
    // The earliest second occurrence of each value is met first; keep the lowest first index.
    else if (best === undefined || first < best[0]) best = [first, index]
  }
  return best
}

/**
 * JSON text with object keys sorted: two JSON values are deeply equal exactly when their texts
 * are equal (numbers as JSON writes them, so `0` and `-0` match, as `===` has them).
 */
function canonicalJson(value: unknown, step: (count?: number) => void): string {
  step()
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) {
    return `[${value.map((item) => canonicalJson(item, step)).join(',')}]`
  }
  const record = value as Record<string, unknown>
  const members = Object.keys(record)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key], step)}`)
  return `{${members.join(',')}}`
}
