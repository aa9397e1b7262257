import { egressText, type ToolCallInfo } from '@polytool/core'

/** Text as it may be recorded on a span: through the egress gate, cut to `maxLength` if given. */
export type TextGate = (text: string, maxLength?: number) => string

// What is recorded instead of a text when the request context is too large to scrub it of.
const WITHHELD = '[withheld]'

/** Text for a span (a name, a message, an attribute) as `egressText('span')` lets it leave. */
export function spanText(text: string, maxLength?: number): string {
  return egressText('span', text, maxLength === undefined ? {} : { maxLength })
}

/**
 * The gate of one call's texts: `egressText('span')`, hiding the values of the call's request
 * context too. They are read at each text, so a value the tool stored meanwhile is hidden as
 * well; a context too large to scrub withholds the text.
 */
export function callTextGate(info: ToolCallInfo): TextGate {
  const read = info.privateTexts
  if (typeof read !== 'function') return spanText
  return (text, maxLength) => {
    let privateTexts: readonly string[] | undefined
    try {
      privateTexts = read()
    } catch {
      privateTexts = undefined
    }
    if (privateTexts === undefined) return WITHHELD
    return egressText(
      'span',
      text,
      maxLength === undefined ? { privateTexts } : { privateTexts, maxLength },
    )
  }
}
