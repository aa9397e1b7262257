import { encodePointer, type OutputUnit } from '@cfworker/json-schema'
import { parsePointer } from './pointer'
import { shownText } from './shown-text'

/** One validation problem with the path from the root, as Standard Schema reports it. */
export interface JsonSchemaIssue {
  readonly message: string
  readonly path: readonly (string | number)[]
}

/**
 * Messages that only wrap their causes, as [start, end] pairs. They are compared by their ends,
 * not by regular expressions, so a long property name cannot make the comparison slow.
 */
const WRAPPERS: readonly (readonly [start: string, end: string])[] = [
  ['A subschema had errors.', ''],
  ['Property "', '" does not match schema.'],
  ['Property "', '" does not match unevaluated properties schema.'],
  ['Items did not match schema.', ''],
  ['Items did not match additional items schema.', ''],
  ['Items did not match unevaluated items schema.', ''],
  ['Property "', '" but does not match associated schema.'],
  ['Instance does not match every subschema.', ''],
  ['Instance has "', '" but does not match dependant schema.'],
]

// Messages that name one property, as [start, end] around its name.
const MISSING = ['Instance does not have required property "', '".'] as const
const EXTRA = ['Property "', '" does not match additional properties schema.'] as const

/**
 * The property name a message quotes between `start` and `end`, or `undefined`. Read by the
 * message's ends, not a regular expression: a name may hold any character, line breaks included.
 */
function quoted(message: string, [start, end]: readonly [string, string]): string | undefined {
  if (message.length < start.length + end.length) return undefined
  if (!message.startsWith(start) || !message.endsWith(end)) return undefined
  return message.slice(start.length, message.length - end.length)
}

function isWrapper(message: string): boolean {
  return WRAPPERS.some(([start, end]) =>
    end === ''
      ? message === start
      : message.length >= start.length + end.length &&
        message.startsWith(start) &&
        message.endsWith(end),
  )
}

/**
 * Turns the validator's output units into issues: wrappers dropped (their causes stay), the
 * details of a failed `anyOf` / `oneOf` folded into its one message, paths as arrays with numeric
 * array indexes, a missing required property pointed at by its own path. The validator's messages
 * quote the schema (a `const`, an `enum`, a `type`, a `multipleOf`), which may be hostile: every
 * message goes through the egress gate (secrets redacted, control and bidi characters escaped,
 * cut to 1,000 characters) before it becomes an issue.
 */
export function toIssues(errors: readonly OutputUnit[], instance: unknown): JsonSchemaIssue[] {
  const unions = errors
    .filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf')
    .map((error) => `${error.keywordLocation}/`)
  const issues: JsonSchemaIssue[] = []
  const seen = new Set<string>()
  const add = ({ path, message }: JsonSchemaIssue) => {
    const issue = { path, message: shownText(message) }
    const key = JSON.stringify(issue)
    if (seen.has(key)) return
    seen.add(key)
    issues.push(issue)
  }
  // A `false` additionalProperties reports the property, then "False boolean schema." under it.
  let extraLocation: string | undefined
  for (const error of errors) {
    if (unions.some((location) => error.keywordLocation.startsWith(location))) continue
    if (isWrapper(error.error)) continue
    if (error.keyword === 'false' && error.instanceLocation === extraLocation) continue
    const path = toPath(error.instanceLocation, instance)
    const missing = quoted(error.error, MISSING)
    const extra = quoted(error.error, EXTRA)
    if (missing !== undefined)
      add({ path: [...path, missing], message: 'Required property is missing.' })
    else if (extra !== undefined) {
      extraLocation = `${error.instanceLocation}/${encodePointer(extra)}`
      add({ path: [...path, extra], message: 'Property is not allowed here.' })
    } else add({ path, message: error.error })
  }
  if (issues.length === 0 && errors.length > 0) {
    const first = errors[0]!
    issues.push({ path: toPath(first.instanceLocation, instance), message: shownText(first.error) })
  }
  return issues
}

function toPath(instanceLocation: string, instance: unknown): (string | number)[] {
  const tokens = parsePointer(instanceLocation) ?? []
  const path: (string | number)[] = []
  let current = instance
  for (const token of tokens) {
    const isIndex = Array.isArray(current) && /^\d+$/.test(token)
    path.push(isIndex ? Number(token) : token)
    current =
      current !== null && typeof current === 'object'
        ? (current as Record<string, unknown>)[token]
        : undefined
  }
  return path
}
