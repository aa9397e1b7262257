// How far the reference comparison reads an emitted schema, and where it stopped when it did
// not read it all. The emitted schema is not trusted, so the reading stops at these limits; a
// reading that stopped fails the case, since a difference past the limit would go unseen.

/** Node pairs one reading compares by default (`referenceNodeLimit`). */
export const DEFAULT_REFERENCE_NODE_LIMIT = 2_000

/** The highest `referenceNodeLimit`: past it, one reading could hold a test for minutes. */
export const MAX_REFERENCE_NODE_LIMIT = 1_000_000

/**
 * Schema nodes nested in one another that one reading follows at most. Fixed, not raisable: it
 * keeps the comparison, which recurses, far from the stack's limit.
 */
export const MAX_REFERENCE_DEPTH = 128

/** Why a reading stopped: its node limit, or the nesting limit. */
export type UnreadCause = 'nodes' | 'depth'

/** Where a reading of the emitted schema stopped: from this node on, nothing was compared. */
export interface Unread {
  /** JSON pointer of the first node left unread in the emitted schema (`''` is the root). */
  readonly pointer: string
  /** The limit it stopped at. */
  readonly cause: UnreadCause
  /** The node left unread. */
  readonly node: unknown
}

/**
 * Whether `limit` is a node limit the comparison accepts: a whole number from 1 to
 * {@link MAX_REFERENCE_NODE_LIMIT}.
 */
export function isReferenceNodeLimit(limit: unknown): limit is number {
  return (
    Number.isSafeInteger(limit) &&
    (limit as number) >= 1 &&
    (limit as number) <= MAX_REFERENCE_NODE_LIMIT
  )
}
