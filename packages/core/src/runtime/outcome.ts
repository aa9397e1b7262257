import { egressText } from '../egress/egress-text'
import { internalErrorMessage, isInstance, ToolAbortedError, ToolExecutionError } from '../errors'
import type { ToolModelOutput } from '../model-output'
import { safeStringify } from '../safe-stringify'
import { excerpt } from '../secrets'
import type { ToolCallDeclined } from '../tool'
import { ToolTimeoutError } from './errors'
import type { JsonParseError } from './partial-json/json-parse-error'

/** A failed call as a plain value the model can read, like a `ValidationError`. */
export interface ToolCallFailure {
  /** Always `true`: tells a failure apart from a tool's own output. */
  readonly error: true
  /** Stable code: `TOOL_INPUT_INVALID`, `TOOL_INPUT_PARSE_FAILED`, `TOOL_TIMEOUT`, … */
  readonly code: string
  /** A message for the model, with nothing private in it. */
  readonly message: string
}

/** Arguments that are not JSON: the parse error, where it is, and what to send instead. */
export interface ToolInputParseFailure extends ToolCallFailure {
  /** The code of a tool input the model sent that is not JSON. */
  readonly code: 'TOOL_INPUT_PARSE_FAILED'
  /** Where the JSON parser stopped, in UTF-16 units from the start of the input. */
  readonly offset: number
  /** The line where the JSON parser stopped, from 1. */
  readonly line: number
  /** The column where the JSON parser stopped, from 1. */
  readonly column: number
  /** JSON pointer of the value being read when the text went wrong. */
  readonly path: string
}

interface OutcomeOf<Status extends string> {
  readonly status: Status
  readonly toolCallId: string
  readonly toolName: string
}

/**
 * Where a call stands once it no longer needs the model's stream: done (`completed`,
 * `failed`, `declined`), waiting for people (`awaiting-approval`, `suspended`), or running in
 * the background. `modelOutput` is what to send back to the model.
 */
export type ToolCallOutcome =
  | (OutcomeOf<'completed'> & { readonly output: unknown; readonly modelOutput: ToolModelOutput })
  | (OutcomeOf<'failed'> & {
      readonly error: ToolCallFailure
      readonly modelOutput: ToolModelOutput
    })
  | (OutcomeOf<'declined'> & {
      readonly error: ToolCallDeclined
      readonly modelOutput: ToolModelOutput
    })
  | (OutcomeOf<'awaiting-approval'> & { readonly input: unknown })
  | (OutcomeOf<'suspended'> & {
      readonly suspendPayload: unknown
      /** An invalid suspend payload, or resume data that was refused: the call stays suspended. */
      readonly error?: ToolCallFailure
    })
  | (OutcomeOf<'background'> & { readonly taskId: string; readonly modelOutput: ToolModelOutput })

/** Every status a call can have, including while its input streams or it runs. */
export type ToolCallStatus = ToolCallOutcome['status'] | 'streaming' | 'running'

/**
 * The failure for a call that ended with an exception (timeout, abort, `execute` threw). What
 * the model reads of an exception is the generic `internalErrorMessage`, unless the tool threw a
 * `ToolError` (then its message, and its code) or set `exposeErrors`.
 */
export function failureFromError(toolName: string, error: unknown): ToolCallFailure {
  const timeout = isInstance(error, ToolAbortedError) ? error.cause : error
  if (isInstance(timeout, ToolTimeoutError)) return failure(timeout.code, timeout.message)
  if (isInstance(error, ToolAbortedError)) return failure(error.code, error.message)
  if (isInstance(error, ToolExecutionError)) {
    return failure(error.shownCode, error.message)
  }
  return failure('TOOL_EXECUTION_FAILED', internalErrorMessage(toolName))
}

/** The failure for arguments that are not valid JSON. */
export function parseFailure(toolName: string, error: JsonParseError): ToolInputParseFailure {
  return {
    error: true,
    code: 'TOOL_INPUT_PARSE_FAILED',
    message: egressText(
      'model',
      `The arguments for ${toolName} are not valid JSON. ${error.message}. Send the complete arguments again as one JSON object.`,
    ),
    offset: error.offset,
    line: error.line,
    column: error.column,
    path: error.path,
  }
}

/** The failure for a call to a tool the runtime does not have. */
export function unknownToolFailure(toolName: string, known: Iterable<string>): ToolCallFailure {
  const names = [...known].join(', ') || '(none)'
  return failure(
    'TOOL_NOT_FOUND',
    `There is no tool named ${safeStringify(excerpt(toolName, 100))}. Available tools: ${names}.`,
  )
}

/**
 * What the model reads of a failure: its message, through the egress gate.
 *
 * @param failed - a failure value (`ToolCallFailure`, `ValidationError`, a declined call)
 * @returns the model output carrying its message
 */
export function failureModelOutput(failed: { message: string }): ToolModelOutput {
  return { type: 'error-text', value: egressText('model', failed.message) }
}

/**
 * A failure as a UI chunk carries it: its message through the egress gate's `ui` policy.
 *
 * @param failed - the failure the model reads
 * @returns the same failure, its message gated for a UI
 */
export function failureForUi<T extends { readonly message: string }>(failed: T): T {
  const message = egressText('ui', failed.message)
  return message === failed.message ? failed : { ...failed, message }
}

function failure(code: string, message: string): ToolCallFailure {
  return { error: true, code, message: egressText('model', message) }
}
