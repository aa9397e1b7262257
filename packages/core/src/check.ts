import type { StandardSchemaV1 } from '@standard-schema/spec'
import { declaredKeys } from './declared-keys'
import { MAX_PATH_KEY_LENGTH, type ToolIssue } from './issues'
import type { ValueOrigin } from './json-schema/adapter'
import { findEntry, type SchemaEntry } from './json-schema/schema-state'
import { isOwnPromise, type MaybePromise } from './maybe-promise'
import { objectInputIssueIn } from './object-gate'
import { privateTexts, scrubTexts } from './private-values'
import { excerpt, looksSecret, REDACTED, redactSecrets } from './secrets'
import { type ValidationResult, validateThrough } from './validate'
import {
  createValidationError,
  type ValidationError,
  type ValidationKind,
} from './validation-error'
import { resolveValidationLimits, type ValidationLimits } from './validation-limits'

/**
 * A value that passed its schema, or the `ValidationError` to return instead. A failed request
 * context also carries `detail`: the library's messages, redacted but not scrubbed of the
 * context's values, for the host's observer only.
 */
export type Checked<T> =
  | { ok: true; value: T }
  | { ok: false; error: ValidationError; detail?: readonly ToolIssue[] }

// What a library's message puts before the value it quotes, and a quoted string after it, a
// JSON-escaped quote inside it included. Linear: each alternative ends at a character it cannot
// take, and `\s{0,8}` is bounded.
const RECEIVED = String.raw`\b(received|but got|got|was)\b\s{0,8}:?\s{0,8}`
const QUOTED = String.raw`"(?:[^"\\]|\\.)*"?|'(?:[^'\\]|\\.)*'?`
/** A quoted value, or any word up to a space, comma or parenthesis: under a secret key. */
const RECEIVED_ANY_VALUE = new RegExp(String.raw`${RECEIVED}(${QUOTED}|[^\s,)]+)`, 'gi')
/** A quoted value, or an object or array to the end of its line; a type name stays. */
const RECEIVED_QUOTED_VALUE = new RegExp(
  String.raw`${RECEIVED}(${QUOTED}|(?!\[redacted\])[{[][^\n]*)`,
  'gi',
)

/** What a message says when the value it may quote is too large to scrub it from. */
const WITHHELD: Record<'requestContext' | 'output', string> = {
  requestContext: 'Invalid value (the message is withheld: it may quote the request context)',
  output: 'Invalid value (the message is withheld: it may quote the output)',
}

/** Validates one value of a tool call; no schema means nothing to check. */
export function checkValue<T>(
  kind: ValidationKind,
  toolId: string,
  schema: StandardSchemaV1 | undefined,
  value: T,
  limits?: ValidationLimits,
): MaybePromise<Checked<T>> {
  if (schema === undefined) return { ok: true, value }
  // One look-up serves the object gate and the adapter's validator.
  return checkValueIn(kind, toolId, schema, findEntry(schema), value, limits)
}

/**
 * `checkValue` for a caller that has already looked up the schema's entry (a tool's plan, see
 * `tool-plan.ts`): the call then pays no look-up of its own.
 *
 * @param kind - which value of the call it is
 * @param toolId - the tool's id, for the error
 * @param schema - the schema
 * @param entry - the schema's entry, if it has one
 * @param value - the value: untrusted unless `origin` is `'tool'`
 * @param limits - the tool's validation limits
 * @param origin - `'tool'` only for what the tool's own `execute` just returned; an output read
 *   back from a queue or a store is a caller's, untrusted
 * @returns the validated value, or the error to answer; a promise only for an async validator
 */
export function checkValueIn<T>(
  kind: ValidationKind,
  toolId: string,
  schema: StandardSchemaV1,
  entry: SchemaEntry | undefined,
  value: T,
  limits: ValidationLimits | undefined,
  origin: ValueOrigin = 'caller',
): MaybePromise<Checked<T>> {
  // A value that throws where it is read (a revoked Proxy, a throwing getter the validator or the
  // error's printing reaches) fails as unreadable, never with the foreign exception.
  try {
    const rootIssue = kind === 'input' ? objectInputIssueIn(schema, entry, value) : undefined
    if (rootIssue !== undefined) return rootFailure(kind, toolId, rootIssue, value, limits)
    const validated = validateThrough(entry, schema, value, limits, origin)
    return checkedFrom(validated, kind, toolId, schema, value, limits)
  } catch {
    return unreadable(kind, toolId, limits)
  }
}

/**
 * The failure of a value the object gate refused (`objectInputIssueIn`).
 *
 * @param kind - which value of the call it is
 * @param toolId - the tool's id, for the error
 * @param rootIssue - the gate's issue
 * @param value - the value
 * @param limits - the tool's validation limits
 * @returns the failure
 */
export function rootFailure<T>(
  kind: ValidationKind,
  toolId: string,
  rootIssue: ToolIssue,
  value: unknown,
  limits: ValidationLimits | undefined,
): Checked<T> {
  const error = createValidationError(kind, toolId, [rootIssue], value, { limits })
  return { ok: false, error }
}

/**
 * The `Checked` of a validation's result, now or once it settles: its failure redacted as
 * `checkValueIn` does. May throw while it writes the error (which reads the value again): the
 * caller answers `unreadable` then.
 *
 * @param validated - the validation's result
 * @param kind - which value of the call it is
 * @param toolId - the tool's id, for the error
 * @param schema - the schema it was validated with: the names it declares may show in paths
 * @param value - the value validated
 * @param limits - the tool's validation limits
 * @returns the validated value, or the error to answer
 */
export function checkedFrom<T>(
  validated: MaybePromise<ValidationResult<unknown>>,
  kind: ValidationKind,
  toolId: string,
  schema: StandardSchemaV1,
  value: T,
  limits: ValidationLimits | undefined,
): MaybePromise<Checked<T>> {
  // The success path answers the validator's own result: no closure, no second object.
  if (!isOwnPromise(validated)) return toChecked(validated, kind, toolId, schema, value, limits)
  // The catch also covers writing the error, which reads the value again.
  return validated
    .then((result) => toChecked(result, kind, toolId, schema, value, limits))
    .catch(() => unreadable(kind, toolId, limits))
}

/** The issue of a value that threw while it was read. */
export const UNREADABLE_VALUE_MESSAGE = 'The value could not be read: reading it threw'

/**
 * The failure of a value that threw while it was read.
 *
 * @param kind - which value of the call it is
 * @param toolId - the tool's id, for the error
 * @param limits - the tool's validation limits
 * @returns the failure
 */
export function unreadable<T>(
  kind: ValidationKind,
  toolId: string,
  limits: ValidationLimits | undefined,
): Checked<T> {
  const issues = [{ path: [], message: UNREADABLE_VALUE_MESSAGE }]
  return { ok: false, error: createValidationError(kind, toolId, issues, undefined, { limits }) }
}

function toChecked<T>(
  result: ValidationResult<unknown>,
  kind: ValidationKind,
  toolId: string,
  schema: StandardSchemaV1,
  value: T,
  limits: ValidationLimits | undefined,
): Checked<T> {
  if (result.ok) return result as Checked<T>
  const { maxIssueMessageLength } = resolveValidationLimits(limits)
  const redacted = result.issues.map((issue) => redactIssue(issue, value, maxIssueMessageLength))
  const options = { issueCount: result.issueCount, limits }
  if (kind === 'output') {
    // The output is the tool's own data: messages that quote it lose what they quote.
    const shown = hideValues(redacted, value, 'output', declaredKeys(schema, kind))
    return { ok: false, error: createValidationError(kind, toolId, shown, value, options) }
  }
  if (kind !== 'requestContext') {
    return { ok: false, error: createValidationError(kind, toolId, redacted, value, options) }
  }
  const shown = hideValues(redacted, value, 'requestContext', declaredKeys(schema, kind))
  const error = createValidationError(kind, toolId, shown, value, options)
  return { ok: false, error, detail: redacted }
}

// Some libraries quote the received value in their message (ArkType quotes the parent object):
// secrets inside it, and any value under a secret-looking key, must not reach a log or a model.
function redactIssue(issue: ToolIssue, root: unknown, maxLength: number): ToolIssue {
  const redacted = excerpt(issue.message, maxLength)
  if (!issue.path.some(looksSecret)) {
    return redacted === issue.message ? issue : { path: issue.path, message: redacted }
  }
  // The value itself goes first, whole, as it is and as JSON escapes it: a quote inside it must
  // not end what the pattern below takes for the quoted value and leave the rest showing.
  let message = redacted
  const secret = readPath(root, issue.path)
  if ((typeof secret === 'string' && secret.length > 0) || typeof secret === 'number') {
    // As for every private value: a short one only where it stands alone, so `in` does not
    // turn `Invalid input` into a riddle that also tells where it was.
    const text = String(secret)
    message = scrubTexts(message, [text, JSON.stringify(text).slice(1, -1)])
  }
  message = message.replace(RECEIVED_ANY_VALUE, `$1 ${REDACTED}`)
  return { path: issue.path, message }
}

// A request context's values and a tool's output are the host's, never the model's or a
// client's: every string and number in them is scrubbed from the messages, and so is what a
// message says it received. Their keys are private too (a record keyed by emails or session
// ids), in the messages and in the paths. In a path, a name the schema declares is its author's
// word and shows; a request context's top-level keys are the host's own names and show too. An
// output's top-level keys are whatever the tool returned (a record keyed by emails), so they
// count like any other.
function hideValues(
  issues: readonly ToolIssue[],
  value: unknown,
  kind: 'requestContext' | 'output',
  declared: ReadonlySet<string>,
): ToolIssue[] {
  // One level deeper, an output's own keys are nested keys as well.
  const texts = privateTexts(kind === 'output' ? [value] : value, { nestedKeys: true })
  // Too many to list: every key is then taken for private.
  const hidden = texts === undefined ? undefined : new Set(texts)
  const from = kind === 'output' ? 0 : 1
  return issues.map((issue) => ({
    path: hidePathKeys(issue.path, hidden, declared, from),
    message:
      texts === undefined
        ? WITHHELD[kind]
        : // Whole values first: a quote inside one must not cut what `hideReceived` takes.
          redactSecrets(hideReceived(scrubTexts(issue.message, texts))),
  }))
}

function hidePathKeys(
  path: readonly (string | number)[],
  hidden: ReadonlySet<string> | undefined,
  declared: ReadonlySet<string>,
  from: number,
): (string | number)[] {
  return path.map((key, index) =>
    index >= from && typeof key === 'string' && isPrivateKey(key, hidden) && !declared.has(key)
      ? REDACTED
      : key,
  )
}

// A key cut to `MAX_PATH_KEY_LENGTH` no longer matches the key it was cut from: it is private.
function isPrivateKey(key: string, hidden: ReadonlySet<string> | undefined): boolean {
  return hidden === undefined || hidden.has(key) || key.length >= MAX_PATH_KEY_LENGTH
}

// A quoted string, or an object or array to the end of its line; a type name (`received
// number`) stays, it says nothing of the value.
function hideReceived(message: string): string {
  return message.replace(RECEIVED_QUOTED_VALUE, `$1 ${REDACTED}`)
}

function readPath(root: unknown, path: readonly (string | number)[]): unknown {
  let node = root
  for (const key of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined
    node = (node as Record<string | number, unknown>)[key]
  }
  return node
}
