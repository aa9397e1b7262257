import { dereference } from '@cfworker/json-schema'
import type { BranchMatcher } from './decode-plan'
import { CompiledPatterns, validateLinear } from './linear-validate'
import type { PatternLimits } from './pattern-limits'
import type { PreparedDocument } from './prepare-document'

/**
 * A matcher that validates decoded union candidates against the original branch schemas,
 * with the document's `$defs` in reach. The document is dereferenced on first use only. Patterns
 * run on the linear-time RE2 engine, compiled for this document alone within `limits`; a branch
 * with a pattern RE2 cannot run, or past the limits, never matches.
 */
export function createOriginalMatcher(
  document: PreparedDocument,
  limits: PatternLimits,
): BranchMatcher {
  let lookup: ReturnType<typeof dereference> | undefined
  const patterns = new CompiledPatterns(limits)
  return (original, value) => {
    try {
      lookup ??= dereference({ ...document.root, $defs: document.defs })
      const result = validateLinear(value, original as never, '2020-12', lookup, patterns)
      return result.valid ? 0 : Math.max(1, result.errors.length)
    } catch {
      return Number.POSITIVE_INFINITY
    }
  }
}
