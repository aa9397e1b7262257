import type { Spans } from './ranges'

const BEGIN = '-----BEGIN '
const END = '-----END '
const DASHES = '-----'
/** Longest label read between `-----BEGIN ` and `-----` (`ENCRYPTED PRIVATE KEY`, …). */
const LONGEST_LABEL = 64

/**
 * Finds PEM private key blocks (`-----BEGIN … PRIVATE KEY-----` … `-----END … PRIVATE
 * KEY-----`) and adds the span of each body to `spans`, in order. A block without its end line
 * is hidden to the end of the text. Linear: each search starts where the last one ended, and a
 * block without an end stops the scan.
 */
export function findPrivateKeys(text: string, spans: Spans): void {
  let from = 0
  while (from < text.length) {
    const begin = text.indexOf(BEGIN, from)
    if (begin < 0) return
    const labelStart = begin + BEGIN.length
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
