import { egressText } from '@polytool/core'

/** Characters of a server's tool name repeated in an error message, as for cursors. */
const SHOWN_NAME_LENGTH = 64

/**
 * A server's tool name as an error message may quote it: secrets hidden, control characters
 * escaped, cut to 64 characters. The name is hostile text: a 1 MiB name must not make a 1 MiB
 * message, nor a token in it reach a log.
 *
 * @param name - the tool name as the server listed it
 * @returns the name, quoted, as it may be shown
 */
export function shownToolName(name: string): string {
  return JSON.stringify(egressText('log', name, { maxLength: SHOWN_NAME_LENGTH }))
}
