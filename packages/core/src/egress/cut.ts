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

/**
 * `text` with every character that could move a terminal's cursor, hide text or reorder it
 * written as a `\uXXXX` escape, then cut to at most `maxLength` code units ending with `…`. The
 * cut counts the escapes, and never falls inside one or inside a surrogate pair.
 */
export function escapeAndCut(text: string, maxLength: number): string {
  let shown = ''
  // Where the text would be cut if it turns out too long, and the length shown before it.
  let fits = -1
  let at = 0
  while (at < text.length) {
    const code = text.charCodeAt(at)
    const pair = code >= 0xd800 && code <= 0xdbff && isLowSurrogate(text.charCodeAt(at + 1))
    const piece = escapes(code) ? `\\u${code.toString(16).padStart(4, '0')}` : ''
    const width = piece !== '' ? piece.length : pair ? 2 : 1
    if (fits < 0 && shown.length + width > maxLength - 1) fits = shown.length
    if (shown.length + width > maxLength) return `${shown.slice(0, Math.max(0, fits))}…`
    shown += piece !== '' ? piece : text.slice(at, at + width)
    at += width === 6 ? 1 : width
  }
  return shown
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
