import { REDACTED } from './secret-keys'

/**
 * Spans of text to hide, as `[start, end)` pairs one after the other in a flat array. Each
 * scanner adds its spans in order of `start`; spans of different scanners may overlap.
 */
export type Spans = number[]

/**
 * `text` with every span replaced by one `[redacted]`; overlapping and touching spans become
 * one.
 */
export function hideSpans(text: string, lists: readonly Spans[]): string {
  const spans = merged(lists)
  if (spans.length === 0) return text
  let shown = ''
  let at = 0
  let i = 0
  while (i < spans.length) {
    const start = spans[i]!
    let end = spans[i + 1]!
    i += 2
    while (i < spans.length && spans[i]! <= end) {
      end = Math.max(end, spans[i + 1]!)
      i += 2
    }
    shown += text.slice(at, start) + REDACTED
    at = end
  }
  return shown + text.slice(at)
}

// One list in order of start: a single list is used as it is; several are merged by sorting
// their pairs (few in practice, and O(n log n) at worst).
function merged(lists: readonly Spans[]): Spans {
  let only: Spans | undefined
  let count = 0
  for (const list of lists) {
    if (list.length === 0) continue
    only = list
    count++
  }
  if (count <= 1) return only ?? []
  const pairs: [number, number][] = []
  for (const list of lists) {
    for (let i = 0; i < list.length; i += 2) pairs.push([list[i]!, list[i + 1]!])
  }
  pairs.sort((a, b) => a[0] - b[0])
  const flat: Spans = []
  for (const [start, end] of pairs) flat.push(start, end)
  return flat
}
