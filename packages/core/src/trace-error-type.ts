/**
 * Every `error.type` polytool reports for a failed call: the codes of its own failures and
 * errors, and the class names of the exceptions a call can end with. A fixed set, so that a
 * trace or a metric never carries a value the tool or the model wrote (a thrown error's own
 * `code` or `name` may quote a request-context value, and one metric series per such value
 * would grow without bound).
 */
export const TRACE_ERROR_TYPES: ReadonlySet<string> = new Set([
  'TOOL_ABORTED',
  'TOOL_CALL_DECLINED',
  'TOOL_ERROR',
  'TOOL_EXECUTION_FAILED',
  'TOOL_INPUT_INVALID',
  'TOOL_INPUT_PARSE_FAILED',
  'TOOL_INTERRUPTED',
  'TOOL_NOT_FOUND',
  'TOOL_OUTPUT_INVALID',
  'TOOL_REQUEST_CONTEXT_INVALID',
  'TOOL_RESULT_INVALID',
  'TOOL_RESUME_DATA_INVALID',
  'TOOL_SUSPEND_PAYLOAD_INVALID',
  'TOOL_SUSPEND_UNSUPPORTED',
  'TOOL_TIMEOUT',
  'BACKGROUND_APPROVAL_MISSING',
  'BACKGROUND_APPROVAL_UNVERIFIED',
  'BACKGROUND_CONTEXT_NOT_JSON',
  'BACKGROUND_JOB_INVALID',
  'BACKGROUND_JOB_SIGNATURE_INVALID',
  'RUNTIME_CLOSED',
  'Error',
  'AggregateError',
  'EvalError',
  'RangeError',
  'ReferenceError',
  'SyntaxError',
  'TypeError',
  'URIError',
  'DOMException',
  'ToolError',
  'ToolExecutionError',
  'ToolAbortedError',
  'ToolTimeoutError',
  'ToolCallRuntimeError',
  'string',
  'number',
  'bigint',
  'boolean',
  'symbol',
  'undefined',
  'object',
  'function',
])

/**
 * The class of a thrown value as `error.type` names it: its constructor's name where that is in
 * `TRACE_ERROR_TYPES`, `Error` for any other error class, else its `typeof`. Never the value's
 * own `name` field, which the thrower sets.
 */
export function errorClassOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return typeof error
  let name: unknown
  try {
    name = Object.getPrototypeOf(error)?.constructor?.name
  } catch {
    return 'object'
  }
  if (typeof name === 'string' && TRACE_ERROR_TYPES.has(name)) return name
  return isError(error) ? 'Error' : 'object'
}

/**
 * A polytool code as `error.type` names it: the code itself when it is in `TRACE_ERROR_TYPES`,
 * else `undefined` (a code written by a tool, e.g. a `ToolError`'s own).
 */
export function knownErrorType(code: string | undefined): string | undefined {
  return code !== undefined && TRACE_ERROR_TYPES.has(code) ? code : undefined
}

function isError(value: object): boolean {
  try {
    return value instanceof Error
  } catch {
    return false
  }
}
