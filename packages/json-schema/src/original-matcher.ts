import type { Schema } from '@cfworker/json-schema'
import { cloneJson } from './copy-json'
import type { BranchMatcher } from './decode-plan'
import { CompiledPatterns, validateLinear } from './linear-validate'
import type { PatternLimits } from './pattern-limits'
import { definitionReference } from './pointer'
import type { PreparedDocument } from './prepare-document'
import { DEFAULT_MAX_VALIDATION_STEPS } from './validation-steps'
import { dereferenceAt } from './vendor/cfworker-dereference'

// Scores count errors, so every error is kept; past the step budget, the branch never matches.
const BUDGET = { maxSteps: DEFAULT_MAX_VALIDATION_STEPS, stopEarly: false } as const

/**
 * A matcher that validates decoded union candidates against the original branch schemas,
 * with the document's `$defs` in reach. The document is dereferenced on first use only. Patterns
 * run on the linear-time RE2 engine, compiled for this document alone within `limits`; a branch
 * with a pattern RE2 cannot run, or past the limits, never matches.
 *
 * @param document - The prepared document the nodes handed in belong to.
 * @param limits - The pattern limits, for patterns compiled here.
 * @param patterns - This document's patterns compiled already (by the same emission), if any.
 */
export function createOriginalMatcher(
  document: PreparedDocument,
  limits: PatternLimits,
  patterns: CompiledPatterns = new CompiledPatterns(limits),
): BranchMatcher {
  let lookup: Record<string, Schema | boolean> | undefined
  return (original, value) => {
    try {
      lookup ??= lookupOf(document)
      const result = validateLinear(value, original as never, '2020-12', lookup, patterns, BUDGET)
      return result.valid ? 0 : Math.max(1, result.errors.length)
    } catch {
      return Number.POSITIVE_INFINITY
    }
  }
}

// `dereference` marks every node it passes, so it works on a copy: the document may be frozen (a
// pass-through emission of the same input froze it) and is shared with emissions for other
// targets. The nodes a caller hands in are the document's own, whose `$ref`s read
// `#/$defs/<name>`: those are found under that spelling too.
function lookupOf(document: PreparedDocument): Record<string, Schema | boolean> {
  const defs = cloneJson(document.defs)
  const lookup = dereferenceAt({ ...cloneJson(document.root), $defs: defs } as Schema)
  for (const [name, definition] of Object.entries(defs))
    lookup[definitionReference(name)] = definition as Schema | boolean
  return lookup
}
