import type { JsonSchemaTarget } from '@polytool/core'
import type { Side } from './declared-gaps'
import { shortShow } from './drift'
import { MAX_REFERENCE_DEPTH, MAX_REFERENCE_NODE_LIMIT, type Unread } from './reference-limits'

// A reading of the emitted schema that stopped at a limit fails the case: a keyword lost past
// that node would otherwise pass unseen. The failure says where it stopped, which limit, and
// what to do about it.

/**
 * The problem of a reading that stopped before the end of the emitted schema.
 *
 * @param unread - Where it stopped and why.
 * @param at - The side and target read.
 * @param nodeLimit - The node limit in force (`referenceNodeLimit`).
 * @returns One line naming side, target, pointer, the node there, the limit and how to raise it.
 */
export function unreadProblem(
  unread: Unread,
  at: { readonly side: Side; readonly target: JsonSchemaTarget },
  nodeLimit: number,
): string {
  const node = unread.pointer || '(root)'
  const why =
    unread.cause === 'nodes'
      ? `past the limit of ${nodeLimit} schema nodes set by \`referenceNodeLimit\`. Raise it in describeConformance's options (up to ${MAX_REFERENCE_NODE_LIMIT}), or emit a smaller schema`
      : `${MAX_REFERENCE_DEPTH} schema nodes deep, a fixed limit that keeps the comparison off the stack's edge. Emit a schema nested less deeply`
  return `not read to the end beside the case's reference on the ${at.side} side, target ${at.target}: the reading stopped at schema node ${node} (${shortShow(unread.node)}), ${why}. Nothing from ${node} on was compared, so a keyword lost there (the schema admits values the case refuses) or added (the schema refuses values the case admits) would pass unseen: the case fails until the whole schema is read`
}
