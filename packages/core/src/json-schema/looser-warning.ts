import { describeSubject, type JsonSchemaSubject, pointerText } from './errors'
import type { LooserPart } from './looser'

/** Distinct looser parts warned about at most; past it, one last line says the rest are not. */
const MAX_WARNED = 1_000

// What was already warned about: each part of each tool's schema once per process, not per call.
const warned = new Set<string>()

/**
 * Warns once on the console that a validator accepts more than its emitted JSON Schema says at
 * one keyword and JSON pointer, so a gap the adapter declares is seen at run time, not only in
 * the conformance matrix. At most `MAX_WARNED` distinct parts are warned about per process.
 */
export function warnLooserOnce(subject: JsonSchemaSubject, part: LooserPart): void {
  if (warned.size > MAX_WARNED) return
  const text = `polytool: ${describeSubject(subject)}: the ${JSON.stringify(subject.vendor)} validator accepts more than "${part.keyword}" says at ${pointerText(part.path)}: ${part.message}`
  if (warned.has(text)) return
  warned.add(text)
  console.warn(
    warned.size > MAX_WARNED
      ? `polytool: more than ${MAX_WARNED} schema parts whose validator is looser than their JSON Schema; no more are warned about`
      : text,
  )
}
