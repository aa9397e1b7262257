import { isObject, type SchemaNode } from './json-schema'
import type { PatternCheck, SchemaPattern } from './safe-pattern'
import { showPattern } from './show-pattern'

/** How the cross-part step reports what it cannot do exactly, and the work it does. */
export interface KeyRuleReporter {
  /** One part's rule could not be applied to the keys other parts declare. */
  lossy(message: string): void
  /** Work done, one unit per key checked against one rule: bounded by the output budget. */
  spend(units: number): void
  /** Compiles a `patternProperties` key within the caller's pattern limits. */
  compile(pattern: string): PatternCheck
}

/** A property's schemas across parts, and whether some part forbids it. */
export interface KeyRules {
  /** Another schema the key's value must also satisfy. */
  add(name: string, schema: unknown): void
  /** A part that does not declare the key forbids it (`additionalProperties: false`). */
  forbid(name: string): void
}

/**
 * In JSON Schema, the `patternProperties` and `additionalProperties` of one `allOf` part cover
 * every key that part does not declare, including the keys its sibling parts declare. Merged into
 * one object, those keywords would only cover keys no part declares, and the object would accept
 * more. So each part's rule is applied here to every key declared by the other parts: a matching
 * pattern's schema, else `additionalProperties` (its schema, or `false`, which forbids the key).
 */
export function applyPartKeyRules(
  parts: readonly SchemaNode[],
  names: readonly string[],
  rules: KeyRules,
  report: KeyRuleReporter,
): void {
  if (names.length === 0) return
  for (const part of parts) {
    const extra = part.additionalProperties
    const patterns = compiledPatterns(part.patternProperties, report)
    if (patterns === undefined) continue
    if (patterns.length === 0 && (extra === undefined || extra === true)) continue
    const declared = isObject(part.properties) ? part.properties : undefined
    report.spend(names.length * Math.max(1, patterns.length))
    for (const name of names) {
      if (declared !== undefined && Object.hasOwn(declared, name)) continue
      let matched = false
      for (const { pattern, schema } of patterns) {
        if (!pattern.test(name)) continue
        matched = true
        if (schema !== true) rules.add(name, schema)
      }
      if (matched) continue
      if (extra === false) rules.forbid(name)
      else if (extra !== undefined && extra !== true) rules.add(name, extra)
    }
  }
}

interface CompiledPattern {
  readonly pattern: SchemaPattern
  readonly schema: unknown
}

// `undefined` when a pattern cannot run here: that part's rules are then reported as not applied.
function compiledPatterns(
  patternProperties: unknown,
  report: KeyRuleReporter,
): CompiledPattern[] | undefined {
  if (!isObject(patternProperties)) return []
  const compiled: CompiledPattern[] = []
  for (const [source, schema] of Object.entries(patternProperties)) {
    const check = report.compile(source)
    if (!check.supported) {
      report.lossy(
        `allOf part's patternProperties ${showPattern(source)} cannot be matched here (${check.reason}): its rules for the keys other parts declare are left to the original validator`,
      )
      return undefined
    }
    compiled.push({ pattern: check.pattern, schema })
  }
  return compiled
}
