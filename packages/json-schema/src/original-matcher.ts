import { dereference, validate } from '@cfworker/json-schema'
import type { BranchMatcher } from './decode-plan'
import type { PreparedDocument } from './prepare-document'

/**
 * A matcher that validates decoded union candidates against the original branch schemas,
 * with the document's `$defs` in reach. The document is dereferenced on first use only.
 */
export function createOriginalMatcher(document: PreparedDocument): BranchMatcher {
  let lookup: ReturnType<typeof dereference> | undefined
  return (original, value) => {
    try {
      lookup ??= dereference({ ...document.root, $defs: document.defs })
      const result = validate(value, original as never, '2020-12', lookup, false)
      return result.valid ? 0 : Math.max(1, result.errors.length)
    } catch {
      return Number.POSITIVE_INFINITY
    }
  }
}
