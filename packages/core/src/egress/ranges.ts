import { REDACTED } from './secret-keys'

/**
 * Spans of text to hide, as `[start, end)` pairs one after the other in a flat array. Each
 * scanner adds its spans in order of `start`; spans of different scanners may overlap.
 */
export type Spans = number[]

/**
 * `text` with every span replaced by one `[redacted]`; overlapping and touching spans become
 * one. The lists are merged as they are read, each being in order of start, so the work is
 * linear in the spans: no sort.
 */
export function hideSpans(text: string, lists: readonly Spans[]): string {
  const next = lists.map(() => 0)
  let shown = ''
  let at = 0
  let hid = false
  for (;;) {
    let list = earliest(lists, next)
    if (list < 0) break
    const start = lists[list]![next[list]!]!
    let end = lists[list]![next[list]! + 1]!
    next[list]! += 2
    for (;;) {
      list = earliest(lists, next)
      if (list < 0 || lists[list]![next[list]!]! > end) break
      end = Math.max(end, lists[list]![next[list]! + 1]!)
      next[list]! += 2
    }
    shown += text.slice(at, start) + REDACTED
    at = end
    hid = true
  }
  return hid ? shown + text.slice(at) : text
}

// The list whose next span starts first, or -1 when all are read. A list is never read past
// its end: such a read costs V8 far more than one inside it.
function earliest(lists: readonly Spans[], next: readonly number[]): number {
  let best = -1
  let bestStart = 0
  for (let list = 0; list < lists.length; list++) {
    const spans = lists[list]!
    const at = next[list]!
    if (at >= spans.length) continue
    const start = spans[at]!
    if (best < 0 || start < bestStart) {
      best = list
      bestStart = start
    }
  }
  return best
}
