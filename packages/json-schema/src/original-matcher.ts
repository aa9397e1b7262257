import { dereference } from '@cfworker/json-schema'
import type { BranchMatcher } from './decode-plan'
import type { PreparedDocument } from './prepare-document'
import { validate } from './vendor/cfworker-validate'

/**
 * A matcher that validates decoded union candidates against the original branch schemas,
 * with the document's `$defs` in reach. The document is dereferenced on first use only. Patterns
 * run on the linear-time RE2 engine; a branch with a pattern RE2 cannot run never matches.
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
