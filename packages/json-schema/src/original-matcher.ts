import { dereference } from '@cfworker/json-schema'
import type { BranchMatcher } from './decode-plan'
import { collectPatterns, validateLinear } from './linear-validate'
import type { PreparedDocument } from './prepare-document'

/**
 * A matcher that validates decoded union candidates against the original branch schemas,
 * with the document's `$defs` in reach. The document is dereferenced on first use only. Patterns
 * run on the linear-time RE2 engine; a branch with a pattern RE2 cannot run never matches.
 */
export function createOriginalMatcher(document: PreparedDocument): BranchMatcher {
  let lookup: ReturnType<typeof dereference> | undefined
  let documentPatterns: Set<string> | undefined
  const patternsByBranch = new WeakMap<object, Set<string>>()
  return (original, value) => {
    try {
      if (lookup === undefined || documentPatterns === undefined) {
        const whole = { ...document.root, $defs: document.defs }
        lookup = dereference(whole)
        documentPatterns = collectPatterns(whole)
      }
      let patterns =
        typeof original === 'object' ? patternsByBranch.get(original) : documentPatterns
      if (patterns === undefined && typeof original === 'object') {
        // A branch is part of the document, but its own patterns are counted too, so that none
        // of them could ever reach the native engine.
        patterns = new Set([...documentPatterns, ...collectPatterns(original)])
        patternsByBranch.set(original, patterns)
      }
      const result = validateLinear(
        value,
        original as never,
        '2020-12',
        lookup,
        patterns ?? documentPatterns,
      )
      return result.valid ? 0 : Math.max(1, result.errors.length)
    } catch {
      return Number.POSITIVE_INFINITY
    }
  }
}
