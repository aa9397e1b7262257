import { isInstance, ToolError } from './errors'
import type { LogLevel } from './observe'
import { errorClassOf, knownErrorType } from './trace-error-type'
import type { ValidationKind } from './validation-error'

/** W3C trace context as carried between processes (`traceparent`, and `tracestate` if any). */
export interface TraceCarrier {
  /** The W3C `traceparent` header value of the span to continue. */
  traceparent?: string
  /** The W3C `tracestate` header value that goes with `traceparent`. */
  tracestate?: string
}

/** What an observer learns when a tool call starts, to open its span. */
export interface ToolCallInfo {
  /** The tool's id; for a call to a tool the host does not have, the name the model called. */
  readonly toolId: string
  /**
   * The name the model called the tool by, when a model called it (the tool-call runtime): the
   * key of the tool in the runtime's `tools` record, which may differ from `toolId`. Untrusted.
   */
  readonly toolName?: string
  /** The model called a tool the host does not have: `toolId` and `toolName` are its invention. */
  readonly unknownTool?: boolean
  /** The tool's description. */
  readonly description: string
  /** The model's id for the call, when it has one. */
  readonly toolCallId?: string
  /** The arguments as received, before validation: untrusted, possibly secret. */
  readonly input: unknown
  /**
   * The texts of the call's request context as they stand when called (what `egressText` takes
   * as `privateTexts`), for the observer to hide in whatever it records of the call; `undefined`
   * from it when there are too many to hide. Absent when the call has no request context.
   */
  readonly privateTexts?: () => readonly string[] | undefined
  /** The remote parent, e.g. the MCP client's trace from `params._meta`. */
  readonly parent?: TraceCarrier
  /** Earlier spans of the same call: the one that waited for approval or was suspended. */
  readonly links?: readonly string[]
}

/**
 * How a tool call ended, as a trace records it. `invalid-*` names the value that failed its
 * schema; `awaiting-approval` and `suspended` end one span of a call that goes on later.
 */
export type ToolCallTraceOutcome =
  | 'completed'
  | 'invalid-input'
  | 'invalid-output'
  | 'invalid-request-context'
  | 'invalid-resume-data'
  | 'invalid-suspend-payload'
  | 'declined'
  | 'awaiting-approval'
  | 'suspended'
  | 'aborted'
  | 'timed-out'
  | 'thrown'
  | 'failed'

/** What `ToolCallTrace.end` receives. */
export interface ToolCallTraceEnd {
  /** How the call ended: its status and, for a failure, its code. */
  readonly outcome: ToolCallTraceOutcome
  /**
   * The failure's stable polytool `code` (`TOOL_EXECUTION_FAILED`, `TOOL_INPUT_INVALID`, …), else
   * the error's class name, always one of `TRACE_ERROR_TYPES`; absent on success. A `ToolError`
   * is `TOOL_ERROR`, whatever its own code.
   */
  readonly errorType?: string
  /**
   * The own `code` of the `ToolError` the tool threw, when it is not one of polytool's: written
   * by the tool, so it may quote a request-context value, and it takes any number of values. An
   * observer records it only through the egress gate with the call's private texts, and never
   * as a metric attribute.
   */
  readonly toolErrorCode?: string
  /** Which value failed validation, for `invalid-*` outcomes. */
  readonly validation?: ValidationKind
  /** The result (a completed call's output, or the failure value): untrusted, possibly secret. */
  readonly result?: unknown
  /** The arguments, when they were not known as the span opened (a streamed call). */
  readonly input?: unknown
}

/**
 * One tool call's span, as an observer opens it (`ToolObserver.startToolCall`). Every method
 * must be cheap and must not throw; polytool calls `end` exactly once.
 */
export interface ToolCallTrace {
  /** Records a point in the call (input available, approval requested, …). */
  event(name: string, attributes?: Record<string, unknown>): void
  /** Runs `fn` in a child span of the call (a tool's `context.observe.span`). */
  span<T>(name: string, fn: () => Promise<T>, attributes?: Record<string, unknown>): Promise<T>
  /** A tool's `context.observe.log` line. */
  log(level: LogLevel, message: string, data?: Record<string, unknown>): void
  /** Runs `fn` with the call's span as the active context, where the host has a context manager. */
  within<T>(fn: () => T): T
  /** The call span's W3C context, to continue it in another process. */
  carrier(): TraceCarrier | undefined
  /** Closes the span with the call's outcome. */
  end(end: ToolCallTraceEnd): void
}

const INVALID: Record<ValidationKind, ToolCallTraceOutcome> = {
  input: 'invalid-input',
  output: 'invalid-output',
  requestContext: 'invalid-request-context',
  resumeData: 'invalid-resume-data',
  suspendPayload: 'invalid-suspend-payload',
}
const KIND_OF_CODE: Record<string, ValidationKind> = {
  TOOL_INPUT_INVALID: 'input',
  TOOL_OUTPUT_INVALID: 'output',
  TOOL_REQUEST_CONTEXT_INVALID: 'requestContext',
  TOOL_RESUME_DATA_INVALID: 'resumeData',
  TOOL_SUSPEND_PAYLOAD_INVALID: 'suspendPayload',
}
const FAILURE_OUTCOMES: Record<string, ToolCallTraceOutcome> = {
  TOOL_CALL_DECLINED: 'declined',
  TOOL_ABORTED: 'aborted',
  TOOL_TIMEOUT: 'timed-out',
}

/**
 * Classifies what a call answered: a failure value (`{ error: true, code }`) by its code, any
 * other value as completed.
 */
export function traceEndOfResult(result: unknown): ToolCallTraceEnd {
  const code = failureCode(result)
  if (code === undefined) return { outcome: 'completed', result }
  const validation = KIND_OF_CODE[code]
  if (validation !== undefined) {
    return { outcome: INVALID[validation], errorType: code, validation, result }
  }
  const outcome = FAILURE_OUTCOMES[code] ?? 'failed'
  const known = knownErrorType(code)
  // Any other code is a `ToolError`'s own, which the runtime gives its failure.
  if (known !== undefined) return { outcome, errorType: known, result }
  return { outcome, errorType: 'TOOL_ERROR', toolErrorCode: code, result }
}

/** Classifies an exception a call rejected with: aborted, timed out, or thrown. */
export function traceEndOfError(error: unknown): ToolCallTraceEnd {
  const code = errorCode(error)
  const cause = errorCode(read(error, 'cause'))
  if (code === 'TOOL_TIMEOUT' || (code === 'TOOL_ABORTED' && cause === 'TOOL_TIMEOUT')) {
    return { outcome: 'timed-out', errorType: 'TOOL_TIMEOUT' }
  }
  if (code === 'TOOL_ABORTED') return { outcome: 'aborted', errorType: code }
  return { outcome: 'thrown', ...thrownType(error, code) }
}

const TRACEPARENT = /^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/

/**
 * Whether a string is a W3C `traceparent` (version, trace id, span id, flags; lowercase hex).
 *
 * @param value - any value, such as a header
 * @returns whether it is a well-formed `traceparent`
 */
export function isTraceparent(value: unknown): value is string {
  return typeof value === 'string' && TRACEPARENT.test(value)
}

function failureCode(value: unknown): string | undefined {
  return read(value, 'error') === true ? errorCode(value) : undefined
}

function errorCode(error: unknown): string | undefined {
  const code = read(error, 'code')
  return typeof code === 'string' ? code.slice(0, 100) : undefined
}

// A hostile value (a getter or proxy trap that throws) must not break the call it describes.
function read(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined
  try {
    return (value as Record<string, unknown>)[key]
  } catch {
    return undefined
  }
}

// `ToolExecutionError` wraps what `execute` threw: a `ToolError` says more, and its own code is
// kept apart. Any other code is the thrown value's own field: only polytool's are named.
function thrownType(
  error: unknown,
  code: string | undefined,
): Pick<ToolCallTraceEnd, 'errorType' | 'toolErrorCode'> {
  const cause = read(error, 'cause')
  if (code === 'TOOL_EXECUTION_FAILED' && isToolError(cause)) {
    return toolErrorType(errorCode(cause))
  }
  if (isToolError(error)) return toolErrorType(code)
  return { errorType: knownErrorType(code) ?? errorClassOf(error) }
}

function toolErrorType(
  code: string | undefined,
): Pick<ToolCallTraceEnd, 'errorType' | 'toolErrorCode'> {
  if (code === undefined || knownErrorType(code) !== undefined) {
    return { errorType: knownErrorType(code) ?? 'TOOL_ERROR' }
  }
  return { errorType: 'TOOL_ERROR', toolErrorCode: code }
}

// A subclass of `ToolError` too, and one of another copy of core (by its class name).
function isToolError(value: unknown): boolean {
  return isInstance(value, ToolError) || errorClassOf(value) === 'ToolError'
}
