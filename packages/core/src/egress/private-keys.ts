import type { Spans } from './ranges'

/** The word of a PEM header that `findTriggers` finds; the dashes before it are read here. */
export const PEM_WORD = 'BEGIN '
const END = '-----END '
const DASHES = '-----'
/** Longest label read between `-----BEGIN ` and `-----` (`ENCRYPTED PRIVATE KEY`, …). */
const LONGEST_LABEL = 64

/**
 * Finds PEM private key blocks (`-----BEGIN … PRIVATE KEY-----` … `-----END … PRIVATE
 * KEY-----`) and adds the span of each body to `spans`, in order. A block without its end line
 * is hidden to the end of the text. Linear: each search starts where the last one ended, and a
 * block without an end stops the scan.
 *
 * @param text - the text
 * @param spans - where the spans of key bodies are added
 * @param words - every position of `PEM_WORD` in `text`, in order (`findTriggers` finds them)
 */
export function findPrivateKeys(text: string, spans: Spans, words: readonly number[]): void {
  let from = 0
  for (const word of words) {
    const begin = word - DASHES.length
    if (begin < from || !text.startsWith(DASHES, begin)) continue
    const labelStart = word + PEM_WORD.length
    const labelEnd = text.indexOf(DASHES, labelStart)
    if (labelEnd < 0) return
    if (
      labelEnd - labelStart > LONGEST_LABEL ||
      !text.slice(labelStart, labelEnd).endsWith('PRIVATE KEY')
    ) {
      from = labelStart
      continue
    }
    const bodyStart = labelEnd + DASHES.length
    const end = text.indexOf(END, bodyStart)
    if (end < 0) {
      if (bodyStart < text.length) spans.push(bodyStart, text.length)
      return
    }
    if (end > bodyStart) spans.push(bodyStart, end)
    from = end + END.length
  }
}
