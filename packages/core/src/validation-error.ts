import { formatPath, type ToolIssue } from './issues'
import { safeStringify } from './safe-stringify'

/** What failed validation: each kind has its own stable `code`. */
export type ValidationKind = 'input' | 'output' | 'requestContext' | 'resumeData' | 'suspendPayload'

/** Validation problems grouped by field: `_errors` holds the messages for that node. */
export type FieldErrors = { _errors: string[] } & { [key: string]: FieldErrors | string[] }

/** A failed validation, returned as a value (never thrown) so a model can read it and retry. */
export interface ValidationError {
  readonly error: true
  /** Stable machine-readable code, e.g. `TOOL_INPUT_INVALID`. */
  readonly code: ValidationErrorCode
  /** Names the tool, every failing path with the library's message, and the value received. */
  readonly message: string
  /** The same problems structured by field. */
  readonly validationErrors: FieldErrors
  /** The same problems as a flat list, sorted by path. */
  readonly issues: readonly ToolIssue[]
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

const RECEIVED_LABELS: Record<ValidationKind, string> = {
  input: 'Provided arguments',
  output: 'Returned output',
  requestContext: 'Provided request context',
  resumeData: 'Provided resume data',
  suspendPayload: 'Provided suspend payload',
}

/** Builds the `ValidationError` value for a failed validation. */
export function createValidationError(
  kind: ValidationKind,
  toolId: string,
  issues: readonly ToolIssue[],
  received: unknown,
): ValidationError {
  const lines = issues.map((issue) => `- ${formatPath(issue.path)}: ${issue.message}`)
  const message = [
    HEADLINES[kind](toolId),
    ...lines,
    '',
    `${RECEIVED_LABELS[kind]}: ${safeStringify(received)}`,
  ].join('\n')
  return {
    error: true,
    code: CODES[kind],
    message,
    validationErrors: toFieldErrors(issues),
    issues,
  }
}

/**
 * Whether a tool result is a failure value the model can read (a `ValidationError`, a declined
 * call) rather than the tool's output.
 *
 * @example
 * const result = await tool.execute(input)
 * if (isToolFailure(result)) return { isError: true, text: result.message }
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
 * @example
 * const result = await tool.execute(input)
 * if (isValidationError(result)) console.error(result.message, result.validationErrors)
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
