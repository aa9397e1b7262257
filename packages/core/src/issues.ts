import type { StandardSchemaV1 } from '@standard-schema/spec'
import { ignore, isPromiseLike } from './maybe-promise'
import { resolveValidationLimits, type ValidationLimits } from './validation-limits'

/** One validation problem, the same shape whatever schema library reported it. */
export interface ToolIssue {
  /** Where the problem is: object keys and array indexes from the root. */
  readonly path: readonly (string | number)[]
  /** The schema library's own message. */
  readonly message: string
}

/**
 * Turns Standard Schema issues into `ToolIssue`s, sorted by path so the order is stable. Only
 * the first `maxIssues` (default 100) are read, so a million issues cost no more than a hundred;
 * each message is kept to twice `maxIssueMessageLength`, room to redact before it is cut. A
 * message that is a promise (a message function of the schema returned one, which the library
 * called synchronously) becomes `PROMISED_MESSAGE`, never `[object Promise]`, and the promise
 * gets a rejection handler, the messages of the issues past `maxIssues` included.
 *
 * @param issues - the issues a Standard Schema validator returned
 * @param limits - `maxIssues` and `maxIssueMessageLength`; the defaults when absent
 * @returns at most `maxIssues` issues, sorted by path
 *
 * @example
 * ```ts fragment
 * import { normalizeIssues, type StandardSchemaV1 } from '@polytool/core'
 *
 * declare const schema: StandardSchemaV1
 * declare const value: unknown
 *
 * const result = await schema['~standard'].validate(value)
 * if (result.issues) normalizeIssues(result.issues, { maxIssues: 20 })
 * ```
 */
export function normalizeIssues(
  issues: ReadonlyArray<StandardSchemaV1.Issue>,
  limits?: ValidationLimits,
): ToolIssue[] {
  const { maxIssues, maxIssueMessageLength, maxIssuePathLength } = resolveValidationLimits(limits)
  const count = Math.min(issues.length, maxIssues)
  const longest = maxIssueMessageLength * 2
  const normalized: ToolIssue[] = new Array(count)
  let promised = false
  for (let i = 0; i < count; i++) {
    const issue = issues[i]!
    const text = issue.message as unknown
    promised ||= isPromiseLike(text)
    const message = isPromiseLike(text) ? handled(text) : String(text)
    const { path, cut } = pathKeys(issue.path ?? [], maxIssuePathLength)
    const said = cut === undefined ? message : `${message} ${cut}`
    normalized[i] = { path, message: said.length > longest ? said.slice(0, longest) : said }
  }
  // The same message function likely made the messages past those read: theirs are handled
  // too, read without running a getter (ArkType makes a message only when it is read).
  if (promised) for (let i = count; i < issues.length; i++) handleOwnMessage(issues[i])
  // Stable sort: issues on the same path keep the library's order.
  return normalized.sort((a, b) => comparePaths(a.path, b.path))
}

/**
 * What an issue whose message is a promise says instead: a message function of the schema
 * returned one (the library called it synchronously and kept what it returned).
 */
export const PROMISED_MESSAGE =
  'Invalid value (the schema gave this issue a promise, not a message: its message function returned one)'

// The promise gets a rejection handler: a message function that rejects is never unhandled.
function handled(promise: PromiseLike<unknown>): string {
  try {
    Promise.resolve(promise).then(undefined, ignore)
  } catch {
    // A thenable whose `then` getter throws on the second read: nothing is left pending.
  }
  return PROMISED_MESSAGE
}

function handleOwnMessage(issue: StandardSchemaV1.Issue | undefined): void {
  if (typeof issue !== 'object' || issue === null) return
  const text = Object.getOwnPropertyDescriptor(issue, 'message')?.value as unknown
  if (isPromiseLike(text)) handled(text)
}

/**
 * Formats a path the way people write it in code: `items[0].tags`, or `(root)`.
 *
 * @param path - the keys and indexes from the root
 * @returns the path as code writes it
 *
 * @example
 * import { formatPath } from '@polytool/core'
 *
 * formatPath(['items', 0, 'tags']) // 'items[0].tags'
 */
export function formatPath(path: readonly (string | number)[]): string {
  if (path.length === 0) return '(root)'
  let text = ''
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`
    else if (/^[A-Za-z_$][\w$]*$/.test(key)) text += text === '' ? key : `.${key}`
    else text += `[${JSON.stringify(key)}]`
  }
  return text
}

// At most `limit` keys of the path: a refinement may build it from the value, so its length is
// the caller's to choose, and the error is written one nested object per key. A longer path
// comes with the words that say so.
function pathKeys(
  path: ReadonlyArray<PropertyKey | StandardSchemaV1.PathSegment>,
  limit: number,
): { path: (string | number)[]; cut?: string } {
  // Indexes, not .map: some libraries' paths are Array subclasses with extra fields.
  if (Array.isArray(path)) {
    const kept = Math.min(path.length, limit)
    const keys = new Array<string | number>(kept)
    for (let i = 0; i < kept; i++) keys[i] = toPathKey(path[i])
    if (path.length <= limit) return { path: keys }
    const length = path.length.toLocaleString('en-US')
    return { path: keys, cut: `(at a path of ${length} keys, cut to its first ${limit})` }
  }
  const keys: (string | number)[] = []
  for (const segment of path) {
    if (keys.length === limit) {
      return {
        path: keys,
        cut: `(at a path of more than ${limit} keys, cut to its first ${limit})`,
      }
    }
    keys.push(toPathKey(segment))
  }
  return { path: keys }
}

/** Longest key of an issue's path, in characters; a longer one keeps its start and ends in `…`. */
export const MAX_PATH_KEY_LENGTH = 1000

function toPathKey(segment: PropertyKey | StandardSchemaV1.PathSegment): string | number {
  const key = typeof segment === 'object' && segment !== null ? segment.key : segment
  if (typeof key === 'number') return key
  const text = typeof key === 'symbol' ? (key.description ?? key.toString()) : String(key)
  // A key comes from the value (a record's key): its length is the caller's to choose.
  return text.length > MAX_PATH_KEY_LENGTH ? `${text.slice(0, MAX_PATH_KEY_LENGTH - 1)}…` : text
}

function comparePaths(a: readonly (string | number)[], b: readonly (string | number)[]): number {
  const length = Math.min(a.length, b.length)
  for (let i = 0; i < length; i++) {
    const left = a[i]!
    const right = b[i]!
    if (left === right) continue
    if (typeof left === 'number' && typeof right === 'number') return left - right
    return String(left) < String(right) ? -1 : 1
  }
  return a.length - b.length
}
