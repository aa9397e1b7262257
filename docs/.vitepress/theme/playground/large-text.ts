// A long text crosses from the worker to the page as UTF-8 bytes with the byte offset of each
// line, transferred rather than copied: the page then never holds megabytes of string, and
// decodes only the lines in view. Copying a 2.4 MB string into the page, and splitting it into
// lines there, blocked it for hundreds of milliseconds.

/** A text too long for the page to hold as one string: its UTF-8 bytes and line offsets. */
export interface LargeText {
  readonly bytes: Uint8Array
  /** The byte offset where each line starts. */
  readonly starts: Uint32Array
}

/** One decoder for every window of lines: making one is slow the first time on a page. */
const decoder = new TextDecoder()

/** Texts of more lines than this cross as a LargeText. */
export const LARGE_TEXT_LINES = 2000

/**
 * The text as it crosses to the page: as is, or as a LargeText when it has many lines.
 *
 * @param text - the text
 * @param transfer - collects the buffers to transfer with the message
 * @returns the text, or its bytes and line offsets
 */
export function crossing(text: string, transfer: ArrayBuffer[]): string | LargeText {
  let lines = 1
  for (
    let at = text.indexOf('\n');
    at !== -1 && lines <= LARGE_TEXT_LINES;
    at = text.indexOf('\n', at + 1)
  )
    lines++
  if (lines <= LARGE_TEXT_LINES) return text
  const bytes = new TextEncoder().encode(text)
  const starts: number[] = [0]
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) starts.push(at + 1)
  const large = { bytes, starts: Uint32Array.from(starts) }
  transfer.push(large.bytes.buffer as ArrayBuffer, large.starts.buffer as ArrayBuffer)
  return large
}

/**
 * Lines `from` (inclusive) to `to` (exclusive) of a LargeText, decoded.
 *
 * @param text - the long text
 * @param from - the first line
 * @param to - the line after the last
 * @returns the lines, joined by newlines
 */
export function linesOf(text: LargeText, from: number, to: number): string {
  const start = text.starts[from] ?? text.bytes.length
  const end =
    to < text.starts.length ? (text.starts[to] ?? text.bytes.length) - 1 : text.bytes.length
  return decoder.decode(text.bytes.subarray(start, Math.max(start, end)))
}

/**
 * The whole of a LargeText, decoded (to copy it).
 *
 * @param text - the long text
 * @returns the text
 */
export function textOf(text: LargeText): string {
  return decoder.decode(text.bytes)
}
