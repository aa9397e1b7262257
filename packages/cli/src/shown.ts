import { egressText } from '@polytool/core'

/**
 * A name from a checked module (a tool id, an export name, a file name) as the report prints it:
 * through the egress gate's `cli` policy (redacted, cut to 200 characters, control characters
 * escaped), with the characters that break or reorder a line escaped too (see `escapeLayout`),
 * so a name stays on its own line and cannot forge another one or move the terminal's cursor.
 */
export function shownName(name: string): string {
  return escapeLayout(egressText('cli', name))
}

/**
 * A message about a checked module as the report prints it: the egress gate's `cli` policy,
 * with newlines, tabs, line separators and bidi controls escaped like a name's, so a thrown
 * message cannot print a line that looks like the report's own.
 */
export function shownMessage(message: string): string {
  return escapeLayout(egressText('cli', message))
}

// Newline and tab, the Unicode line and paragraph separators, and the bidi controls (marks,
// embeddings, overrides, isolates) that make a terminal show text in another order.
const LAYOUT = /[\n\t\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

function escapeLayout(text: string): string {
  return text.replace(LAYOUT, (character) => {
    if (character === '\n') return '\\n'
    if (character === '\t') return '\\t'
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`
  })
}

/**
 * What a checked module threw, as text, without trusting it: reading a hostile value (a Proxy,
 * an object whose `message` getter throws) may throw again, and is then not read further.
 */
export function thrownMessage(error: unknown): string {
  try {
    if (typeof error === 'string') return error
    if (error instanceof Error) return String(error.message)
    return String(error)
  } catch {
    return 'a thrown value that cannot be read'
  }
}
