import { egressText } from './egress/egress-text'
import { formatPath, type ToolIssue } from './issues'
import { safeStringify } from './safe-stringify'
import { resolveValidationLimits, type ValidationLimits } from './validation-limits'

/** What failed validation: each kind has its own stable `code`. */
export type ValidationKind = 'input' | 'output' | 'requestContext' | 'resumeData' | 'suspendPayload'

/** Validation problems grouped by field: `_errors` holds the messages for that node. */
export type FieldErrors = { _errors: string[] } & { [key: string]: FieldErrors | string[] }

/** A failed validation, returned as a value (never thrown) so a model can read it and retry. */
export interface ValidationError {
  /** Always `true`: tells a failure apart from a tool's own output. */
  readonly error: true
  /** Stable machine-readable code, e.g. `TOOL_INPUT_INVALID`. */
  readonly code: ValidationErrorCode
  /**
   * Names the tool, the failing paths with the library's messages (at most `maxMessageLength`
   * characters, then `… and N more issues`) and, for input, resume data and suspend payloads, a
   * short, redacted excerpt of the value received. Never a request context's values, and never
   * the tool's own output: an invalid output stays on the host. The whole message has passed
   * the egress gate (`egressText('model', …)`).
   */
  readonly message: string
  /** The same problems structured by field. */
  readonly validationErrors: FieldErrors
  /** The same problems as a flat list, sorted by path: the first `maxIssues` of them. */
  readonly issues: readonly ToolIssue[]
  /** How many issues the schema reported in all, kept or not. */
  readonly issueCount: number
  /** Whether some issues were left out of `issues` or of `message`. */
  readonly truncated: boolean
}

/** The codes a `ValidationError` can carry. */
export type ValidationErrorCode =
  | 'TOOL_INPUT_INVALID'
  | 'TOOL_OUTPUT_INVALID'
  | 'TOOL_REQUEST_CONTEXT_INVALID'
  | 'TOOL_RESUME_DATA_INVALID'
  | 'TOOL_SUSPEND_PAYLOAD_INVALID'

const CODES: Record<ValidationKind, ValidationErrorCode> = {
  input: 'TOOL_INPUT_INVALID',
  output: 'TOOL_OUTPUT_INVALID',
  requestContext: 'TOOL_REQUEST_CONTEXT_INVALID',
  resumeData: 'TOOL_RESUME_DATA_INVALID',
  suspendPayload: 'TOOL_SUSPEND_PAYLOAD_INVALID',
}

const HEADLINES: Record<ValidationKind, (toolId: string) => string> = {
  input: (id) =>
    `Tool input validation failed for ${id}. Please fix the following errors and try again:`,
  output: (id) => `Tool output validation failed for ${id}. The tool returned invalid output:`,
  requestContext: (id) => `Request context validation failed for ${id}:`,
  resumeData: (id) => `Resume data validation failed for ${id}. The tool was not resumed:`,
  suspendPayload: (id) => `Suspend payload validation failed for ${id}:`,
}

// A request context and a tool's output are the host's: their failures show paths and messages
// only. The model sent the input and resume data itself, and the tool chose its suspend payload
// to be shown.
const RECEIVED_LABELS: Record<ValidationKind, string | undefined> = {
  input: 'Provided arguments',
  output: undefined,
  requestContext: undefined,
  resumeData: 'Provided resume data',
  suspendPayload: 'Provided suspend payload',
}

/** Longest excerpt of the received value in a message. */
const MAX_RECEIVED = 500

/** Options of `createValidationError`. */
export interface ValidationErrorOptions {
  /** How many issues the schema reported in all, when `issues` holds only the first ones. */
  issueCount?: number
  /** The caps on issues and message size; the defaults when left out. */
  limits?: ValidationLimits | undefined
}

/**
 * Builds the `ValidationError` value for a failed validation: at most `maxIssues` issues, a
 * message of at most `maxMessageLength` characters, the received value redacted and short.
 *
 * @param kind - what failed: `input`, `output`, `requestContext`, `resumeData` or `suspendPayload`
 * @param toolId - the tool's id, named in the message
 * @param issues - the issues, as `normalizeIssues` returns them
 * @param received - the value that failed, shown redacted and cut short
 * @param options - message and issue limits
 * @returns the `ValidationError` value
 *
 * @example
 * import { createValidationError } from '@polytool/core'
 *
 * createValidationError('input', 'weather', [{ path: ['city'], message: 'Required' }], {})
 */
export function createValidationError(
  kind: ValidationKind,
  toolId: string,
  issues: readonly ToolIssue[],
  received: unknown,
  options: ValidationErrorOptions = {},
): ValidationError {
  const limits = resolveValidationLimits(options.limits)
  const issueCount = Math.max(options.issueCount ?? issues.length, issues.length)
  const kept = issues.length > limits.maxIssues ? issues.slice(0, limits.maxIssues) : issues
  const label = RECEIVED_LABELS[kind]
  const footer =
    label === undefined
      ? ''
      : `\n\n${label}: ${safeStringify(received, { maxLength: MAX_RECEIVED })}`
  const body = listIssues(
    HEADLINES[kind](toolId),
    kept,
    issueCount,
    limits.maxMessageLength - footer.length,
  )
  return {
    error: true,
    code: CODES[kind],
    message: egressText('model', body.text + footer, { maxLength: limits.maxMessageLength }),
    validationErrors: toFieldErrors(kept),
    issues: kept,
    issueCount,
    truncated: body.shown < issueCount,
  }
}

// One line per issue while they fit in `budget`, then one tail line counting the rest.
function listIssues(
  headline: string,
  issues: readonly ToolIssue[],
  issueCount: number,
  budget: number,
): { text: string; shown: number } {
  const tailRoom = 40
  let text = headline
  let shown = 0
  for (const issue of issues) {
    const line = `\n- ${formatPath(issue.path)}: ${issue.message}`
    if (text.length + line.length > budget - tailRoom) {
      // One issue too long for the whole budget is still named, cut short.
      if (shown === 0) {
        text += cut(line, Math.max(0, budget - tailRoom - text.length))
        shown = 1
      }
      break
    }
    text += line
    shown++
  }
  const rest = issueCount - shown
  if (rest > 0) text += `\n… and ${rest.toLocaleString('en-US')} more issue${rest === 1 ? '' : 's'}`
  return { text, shown }
}

function cut(text: string, maxLength: number): string {
  return text.length > maxLength ? `${text.slice(0, Math.max(0, maxLength - 1))}…` : text
}

/**
 * Whether a tool result is a failure value the model can read (a `ValidationError`, a declined
 * call) rather than the tool's output.
 *
 * @param value - what `tool.execute` resolved to
 * @returns whether it is a failure value rather than the output
 *
 * @example
 * ```ts fragment
 * import { type AnyTool, isToolFailure } from '@polytool/core'
 *
 * declare const tool: AnyTool & Required<Pick<AnyTool, 'execute'>>
 * declare const input: unknown
 *
 * const result = await tool.execute(input)
 * if (isToolFailure(result)) console.error(result.message)
 * ```
 */
export function isToolFailure(value: unknown): value is { error: true; message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { error?: unknown }).error === true &&
    typeof (value as { message?: unknown }).message === 'string'
  )
}

/**
 * Whether a tool result is a `ValidationError` rather than the tool's output.
 *
 * @param value - what `tool.execute` resolved to
 * @returns whether it is a `ValidationError` rather than the output
 *
 * @example
 * ```ts fragment
 * import { type AnyTool, isValidationError } from '@polytool/core'
 *
 * declare const tool: AnyTool & Required<Pick<AnyTool, 'execute'>>
 * declare const input: unknown
 *
 * const result = await tool.execute(input)
 * if (isValidationError(result)) console.error(result.message, result.validationErrors)
 * ```
 */
export function isValidationError(value: unknown): value is ValidationError {
  return (
    isToolFailure(value) &&
    typeof (value as { validationErrors?: unknown }).validationErrors === 'object'
  )
}

function toFieldErrors(issues: readonly ToolIssue[]): FieldErrors {
  const root = emptyNode()
  for (const issue of issues) {
    let node = root
    for (const key of issue.path) {
      const name = String(key)
      if (name === '_errors') continue
      if (!Object.hasOwn(node, name)) {
        // defineProperty: a field named `__proto__` stays a plain key, never a prototype.
        Object.defineProperty(node, name, { value: emptyNode(), enumerable: true, writable: true })
      }
      node = node[name] as FieldErrors
    }
    node._errors.push(issue.message)
  }
  return root
}

function emptyNode(): FieldErrors {
  return { _errors: [] } as unknown as FieldErrors
}
