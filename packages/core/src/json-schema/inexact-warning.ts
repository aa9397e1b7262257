import { egressText } from '../egress/egress-text'
import { describeSubject, type JsonSchemaSubject, pointerText } from './errors'
import type { InexactPart } from './inexact'

/** Distinct inexact parts warned about at most; past it, one last line says the rest are not. */
const MAX_WARNED = 1_000

// What was already warned about: each part of each tool's schema once per process, not per call.
const warned = new Set<string>()
// The same, by the part's fields as given: a tool list asks again for every tool it lists, and
// looking the fields up costs far less than making the line through the egress gate each time.
// By message first: an adapter's messages are a few long texts, looked up without writing them
// into a key again.
const seen = new Map<string, Set<string>>()
let seenCount = 0
const MAX_SEEN = 10 * MAX_WARNED
const MAX_KEPT_KEY = 2_000
// The subjects each converted result was warned for already. A cached result is asked for again
// at every list: one lookup by its parts then costs less than a key per part, and asked again for
// the subject it was last asked for (one tool's schema, listed again), no key is made at all.
const warnedFor = new WeakMap<readonly InexactPart[], WarnedSubjects>()
const MAX_SUBJECTS_PER_RESULT = 1_000

interface WarnedSubjects {
  readonly keys: Set<string>
  last: Readonly<JsonSchemaSubject>
}

const DEPARTS: Readonly<Record<InexactPart['direction'], string>> = {
  looser: 'accepts more than',
  stricter: 'refuses some values allowed by',
  both: 'does not check exactly',
}

/**
 * Warns once on the console about each inexact part of one converted result (`warnInexactOnce`),
 * looking the result up first: asked again for the same subject, it costs one lookup, not one
 * key per part.
 */
export function warnInexactPartsOnce(
  subject: JsonSchemaSubject,
  parts: readonly InexactPart[],
): void {
  if (parts.length === 0) return
  const warned = warnedFor.get(parts)
  if (warned !== undefined && sameSubject(warned.last, subject)) return
  const key = subjectKey(subject)
  if (warned?.keys.has(key)) {
    warned.last = subjectCopy(subject)
    return
  }
  for (const part of parts) warnInexactOnce(subject, part)
  if (warned === undefined) {
    warnedFor.set(parts, { keys: new Set([key]), last: subjectCopy(subject) })
  } else if (warned.keys.size < MAX_SUBJECTS_PER_RESULT) {
    warned.keys.add(key)
    warned.last = subjectCopy(subject)
  }
}

function sameSubject(a: JsonSchemaSubject, b: JsonSchemaSubject): boolean {
  return (
    a.vendor === b.vendor &&
    a.io === b.io &&
    a.target === b.target &&
    a.toolId === b.toolId &&
    a.option === b.option
  )
}

// The caller's subject may be handed on (an error carries it): the one kept is a copy.
function subjectCopy({ vendor, io, target, toolId, option }: JsonSchemaSubject): JsonSchemaSubject {
  return Object.freeze({ vendor, io, target, toolId, option })
}

function subjectKey({ vendor, io, target, toolId, option }: JsonSchemaSubject): string {
  // JSON, not a join: a name holding the separator could not pass for another subject's.
  return JSON.stringify([vendor, io, target, toolId ?? null, option ?? null])
}

/**
 * Warns once on the console that a validator does not check exactly what one keyword of its
 * emitted JSON Schema says, at one JSON pointer: a gap the adapter declares is seen at run time,
 * not only in the conformance matrix. At most `MAX_WARNED` distinct parts per process, each line
 * through the egress gate's log policy: cut to its length (a part's message may quote a huge
 * pattern or description), control characters escaped.
 */
export function warnInexactOnce(subject: JsonSchemaSubject, part: InexactPart): void {
  if (warned.size > MAX_WARNED) return
  const { vendor, io, target, toolId, option } = subject
  const key = JSON.stringify([
    vendor,
    io,
    target,
    toolId ?? null,
    option ?? null,
    part.direction,
    part.keyword,
    part.path,
  ])
  const message = String(part.message)
  const keys = seen.get(message)
  if (keys?.has(key)) return
  // A key quoting a huge pattern is not kept: the egress gate's text, cut short, is kept instead.
  if (seenCount < MAX_SEEN && key.length + message.length <= MAX_KEPT_KEY) {
    if (keys === undefined) seen.set(message, new Set([key]))
    else keys.add(key)
    seenCount++
  }
  const text = egressText(
    'log',
    `polytool: ${describeSubject(subject)}: the ${JSON.stringify(subject.vendor)} validator ${DEPARTS[part.direction]} "${part.keyword}" at ${pointerText(part.path)}: ${part.message}`,
  )
  if (warned.has(text)) return
  warned.add(text)
  console.warn(
    warned.size > MAX_WARNED
      ? `polytool: more than ${MAX_WARNED} schema parts whose validator does not check their JSON Schema exactly; no more are warned about`
      : text,
  )
}
