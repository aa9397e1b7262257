/**
 * `text` cut to at most `maxLength` UTF-16 code units, ending with `…` when it was cut; a
 * surrogate pair is never cut in two.
 */
export function cutText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text
  let end = Math.max(0, maxLength - 1)
  const last = text.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end--
  return `${text.slice(0, end)}…`
}

// `\uXXXX`: every escaped character is in the BMP.
const ESCAPE_WIDTH = 6

/**
 * `text` with every character that could move a terminal's cursor, hide text or reorder it
 * written as a `\uXXXX` escape, then cut to at most `maxLength` code units ending with `…`. The
 * cut counts the escapes, and never falls inside one or inside a surrogate pair.
 */
export function escapeAndCut(text: string, maxLength: number): string {
  // The text is copied in runs, not character by character: a string grown one character at a
  // time is a chain of dozens of pieces, which every warning that keeps it would hold.
  let shown = ''
  // Where the run copied as it is starts, and how long the shown text is up to `at`.
  let run = 0
  let length = 0
  // The shown text before the cut, if the text turns out too long.
  let fits: string | undefined
  let at = 0
  while (at < text.length) {
    const code = text.charCodeAt(at)
    const escaped = escapes(code)
    const pair = code >= 0xd800 && code <= 0xdbff && isLowSurrogate(text.charCodeAt(at + 1))
    const width = escaped ? ESCAPE_WIDTH : pair ? 2 : 1
    if (fits === undefined && length + width > maxLength - 1) fits = shown + text.slice(run, at)
    if (length + width > maxLength) return `${fits}…`
    if (escaped) {
      shown += `${text.slice(run, at)}\\u${code.toString(16).padStart(4, '0')}`
      run = at + 1
      at++
    } else {
      at += width
    }
    length += width
  }
  return run === 0 ? text : shown + text.slice(run)
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff
}

// Tab and newline stay: messages are multi-line. Everything else below 0x20, DEL and the C1
// range could move a terminal's cursor or hide text; bidirectional controls (U+202E …) reorder
// what is shown, and U+2028 and U+2029 break a line where a reader does not expect one.
function escapes(code: number): boolean {
  if (code < 0x20) return code !== 9 && code !== 10
  if (code >= 0x7f && code <= 0x9f) return true
  return (
    code === 0x061c ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x2028 && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  )
}
