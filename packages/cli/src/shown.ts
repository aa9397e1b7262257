import { egressText } from '@polytool/core'

/**
 * A name from a checked module (a tool id, an export name, a file name) as the report prints it:
 * through the egress gate's `cli` policy (redacted, cut to 200 characters, control characters
 * escaped), with tab and newline escaped too, so a name stays on its own line and cannot forge
 * another one or move the terminal's cursor.
 */
export function shownName(name: string): string {
  return egressText('cli', name).replace(/\n/g, '\\n').replace(/\t/g, '\\t')
}

/** A message about a checked module as the report prints it: the egress gate's `cli` policy. */
export function shownMessage(message: string): string {
  return egressText('cli', message)
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
