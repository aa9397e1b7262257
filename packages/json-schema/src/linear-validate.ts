import type { Schema, SchemaDraft, ValidationResult } from '@cfworker/json-schema'
import { usesDynamicScope } from './dynamic-scope'
import { NUMBER_FORMATS } from './format-numbers'
import { FORMATS } from './formats'
import { SchemaLimitError } from './limit-error'
import { checkPatternLimits, type PatternLimits } from './pattern-limits'
import {
  compileSchemaPattern,
  type PatternCheck,
  type SchemaPattern,
  UnsupportedPatternError,
} from './safe-pattern'
import { stepCounter } from './validation-steps'
import { validateWith } from './vendor/cfworker-validate'

/**
 * One schema document's patterns, compiled for RE2 once each and owned by that document's
 * validator: nothing is shared between schemas, so however many patterns one schema holds, they
 * cannot evict, replace or slow down another schema's. It holds only patterns of its own schema
 * (a `pattern` value or a `patternProperties` key), each within `maxPatternLength` and
 * `maxPatternComplexity`, and all of them within `maxTotalPatternComplexity`.
 */
export class CompiledPatterns {
  readonly #checks = new Map<string, PatternCheck>()
  #complexity = 0

  constructor(private readonly limits: PatternLimits) {}

  /**
   * The pattern compiled, or why RE2 cannot run it; compiled on first use only. Throws a
   * `SchemaLimitError` located at `pointer` for a pattern past the limits.
   */
  check(source: string, pointer: string): PatternCheck {
    const known = this.#checks.get(source)
    if (known !== undefined) return known
    this.#complexity += checkPatternLimits(source, this.limits, pointer)
    const budget = this.limits.maxTotalPatternComplexity
    if (this.#complexity > budget) {
      throw new SchemaLimitError(
        'PATTERNS_TOO_COMPLEX',
        budget,
        pointer,
        `the schema's patterns would compile to more than ${budget} instructions in all; raise limits.maxTotalPatternComplexity if the schema is trusted`,
      )
    }
    const check = compileSchemaPattern(source)
    this.#checks.set(source, check)
    return check
  }

  /** The compiled pattern; throws for one RE2 cannot run, or past the limits. */
  get(source: string): SchemaPattern {
    const check = this.check(source, '')
    if (!check.supported) throw new UnsupportedPatternError(source, check.reason, check.detail)
    return check.pattern
  }
}

/** How much work one validation may do, and whether it may skip errors nobody reads. */
export interface ValidationBudget {
  /** Steps (schema node × value node visits, `uniqueItems` items) before `ValidationStepsExceeded`. */
  readonly maxSteps: number
  /**
   * Whether subschemas whose errors are dropped from the issues (union branches, `not`, `if`)
   * may stop at their first error. Off for callers that count errors.
   */
  readonly stopEarly: boolean
}

/**
 * `@cfworker/json-schema`'s `validate` (vendored as `validateWith`), with every schema pattern
 * on the linear-time RE2 engine through `patterns`. Nothing global is read or replaced: the
 * patterns and the format checks are arguments. A schema pattern RE2 cannot run throws
 * `UnsupportedPatternError`. The work is bounded by `budget.maxSteps`: past it,
 * `ValidationStepsExceeded` is thrown. Results are remembered per (schema node, value) where the
 * schema has no dynamic scope, so a value checked against the same subschema from many places
 * is checked once.
 */
export function validateLinear(
  instance: unknown,
  schema: Schema | boolean,
  draft: SchemaDraft,
  lookup: Record<string, Schema | boolean>,
  patterns: CompiledPatterns,
  budget: ValidationBudget,
): ValidationResult {
  return validateWith(
    instance,
    schema,
    draft,
    lookup,
    false,
    (source) => patterns.get(source),
    FORMATS,
    {
      step: stepCounter(budget.maxSteps),
      stopEarly: budget.stopEarly,
      remember: !usesDynamicScope(schema, lookup),
    },
    NUMBER_FORMATS,
  )
}
