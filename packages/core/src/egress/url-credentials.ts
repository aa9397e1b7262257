import { codeAt, isWhitespace } from './chars'
import type { Spans } from './ranges'

/**
 * Finds the credentials of URLs in `text` (`scheme://user:password@host`) and adds the span of
 * each (from after `//` to before the `@`) to `spans`, in order.
 *
 * As URL parsers do, the credentials run to the last `@` before the host, so a password holding
 * `@`, `:` or `/` is hidden whole. A URL runs to whitespace, a quote, `<`, `>` or a backquote;
 * it has credentials when the part before its first `/`, `?` or `#` holds an `@`, or holds a `:`
 * with an `@` further on (`postgres://app:pa/ss@db`). One pass: each URL is read once, and the
 * last `@` of a URL is found once for every `://` inside it.
 */
export function findUrlCredentials(text: string, spans: Spans): void {
  let from = 0
  let urlEnd = -1
  let lastAt = -1
  let covered = 0
  for (;;) {
    const marker = text.indexOf('://', from)
    if (marker === -1) return
    from = marker + 3
    const start = marker + 3
    if (start < covered || !isSchemeChar(codeAt(text, marker - 1))) continue
    if (start >= urlEnd) {
      urlEnd = start
      lastAt = -1
      while (urlEnd < text.length && !endsUrl(codeAt(text, urlEnd))) {
        if (codeAt(text, urlEnd) === 64) lastAt = urlEnd
        urlEnd++
      }
    }
    if (lastAt < start || !hasCredentials(text, start, urlEnd)) continue
    spans.push(start, lastAt)
    covered = lastAt + 1
  }
}

// The authority is read to its first `/`, `?`, `#` or `\`, which is at or before the next
// `://`: authorities of different URLs do not overlap.
function hasCredentials(text: string, start: number, urlEnd: number): boolean {
  let colon = false
  for (let at = start; at < urlEnd; at++) {
    const code = codeAt(text, at)
    if (code === 64) return true
    if (code === 58) colon = true
    else if (code === 47 || code === 63 || code === 35 || code === 92) break
  }
  return colon
}

function isSchemeChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 43 ||
    code === 46 ||
    code === 45
  )
}

function endsUrl(code: number): boolean {
  return (
    isWhitespace(code) || code === 34 || code === 39 || code === 60 || code === 62 || code === 96
  )
}
