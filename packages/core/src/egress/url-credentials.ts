import { isWhitespace, unitAt } from './chars'
import type { Spans } from './ranges'

/**
 * Finds the credentials of URLs in `text` (`scheme://user:password@host`) and adds the span of
 * each (from after `//` to before the `@`) to `spans`, in order.
 *
 * As URL parsers do, the credentials run to the last `@` before the host, so a password holding
 * `@`, `:` or `/` is hidden whole. A URL runs to whitespace, or to a quote, `<`, `>` or a
 * backquote once past its first `@`, `/`, `?`, `#` or `\` (before them, such a character is part
 * of a password, as URL parsers read it); it has credentials when the part before its first
 * `/`, `?` or `#` holds an `@`, or holds a `:` with an `@` further on (`postgres://app:pa/ss@db`). One pass: each URL is read once, and the
 * last `@` of a URL is found once for every `://` inside it.
 *
 * @param text - the text
 * @param spans - where the spans of credentials are added
 * @param markers - the position of every `://` in `text`, in order (`findTriggers` finds them)
 * @param ascii - the text's bytes when it is all ASCII (`Triggers.ascii`), read instead of it
 */
export function findUrlCredentials(
  text: string,
  spans: Spans,
  markers: readonly number[],
  ascii?: Uint8Array,
): void {
  let urlEnd = -1
  let lastAt = -1
  let covered = 0
  for (const marker of markers) {
    const start = marker + 3
    if (start < covered || !isSchemeChar(unitAt(text, ascii, marker - 1))) continue
    if (!hasCredentials(text, ascii, start)) continue
    if (start >= urlEnd) {
      urlEnd = start
      lastAt = -1
      // As URL parsers read it, the authority runs to its first `/`, `?`, `#` or `\`: a quote,
      // `<`, `>` or a backquote before that and before any `@` is part of a password.
      let inPassword = true
      while (urlEnd < text.length) {
        const code = unitAt(text, ascii, urlEnd)
        if (isWhitespace(code) || (endsUrl(code) && !inPassword)) break
        if (code === 64) {
          lastAt = urlEnd
          inPassword = false
        } else if (code === 47 || code === 63 || code === 35 || code === 92) inPassword = false
        urlEnd++
      }
    }
    if (lastAt < start) continue
    spans.push(start, lastAt)
    covered = lastAt + 1
  }
}

// Whether the authority from `start` may hold credentials: an `@`, or a `:` (a password may
// hold `/`, so its `@` may come later). The authority is read to its first `/`, `?`, `#` or
// `\`, or the end of the URL, which is at or before the next `://`: authorities of different
// URLs do not overlap, and a URL without either is not read further.
function hasCredentials(text: string, ascii: Uint8Array | undefined, start: number): boolean {
  let colon = false
  for (let at = start; at < text.length; at++) {
    const code = unitAt(text, ascii, at)
    if (code === 64) return true
    if (code === 58) colon = true
    else if (code === 47 || code === 63 || code === 35 || code === 92 || isWhitespace(code)) break
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
