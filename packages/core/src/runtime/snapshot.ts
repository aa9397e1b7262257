import { ToolCallRuntimeError } from './errors'

/** A call that waits for people, as plain JSON: store it, and resume it in another process. */
export type WaitingToolCall =
  | {
      readonly status: 'awaiting-approval'
      readonly toolCallId: string
      readonly toolName: string
      /** The arguments as the model sent them (parsed JSON, before validation). */
      readonly input: unknown
    }
  | {
      readonly status: 'suspended'
      readonly toolCallId: string
      readonly toolName: string
      readonly input: unknown
      /** The payload the tool passed to `suspend()`. A suspended call already passed approval. */
      readonly suspendPayload: unknown
    }

/** The waiting calls of a runtime, as plain JSON. */
export interface ToolCallRuntimeSnapshot {
  readonly version: 1
  readonly calls: readonly WaitingToolCall[]
}

/** Checks a stored snapshot before a runtime restores it; names the first field that is wrong. */
export function readSnapshot(
  value: unknown,
  hasTool: (toolName: string) => boolean,
): WaitingToolCall[] {
  if (!isRecord(value) || value.version !== 1 || !Array.isArray(value.calls)) {
    throw invalid('', 'an object { version: 1, calls: [...] }', value)
  }
  return value.calls.map((call, index) => readWaitingCall(call, `calls[${index}]`, hasTool))
}

function readWaitingCall(
  call: unknown,
  path: string,
  hasTool: (toolName: string) => boolean,
): WaitingToolCall {
  if (!isRecord(call)) throw invalid(path, 'an object', call)
  const { status, toolCallId, toolName } = call
  if (typeof toolCallId !== 'string' || toolCallId === '') {
    throw invalid(`${path}.toolCallId`, 'a non-empty string', toolCallId)
  }
  if (typeof toolName !== 'string' || !hasTool(toolName)) {
    throw invalid(`${path}.toolName`, 'the name of a tool of this runtime', toolName)
  }
  if (status === 'awaiting-approval') return { status, toolCallId, toolName, input: call.input }
  if (status !== 'suspended') {
    throw invalid(`${path}.status`, '"awaiting-approval" or "suspended"', status)
  }
  return { status, toolCallId, toolName, input: call.input, suspendPayload: call.suspendPayload }
}

function invalid(path: string, expected: string, received: unknown): ToolCallRuntimeError {
  const where = path === '' ? 'the snapshot' : path
  let shown: string
  try {
    shown = JSON.stringify(received)?.slice(0, 80) ?? String(received)
  } catch {
    shown = typeof received
  }
  return new ToolCallRuntimeError(
    'INVALID_SNAPSHOT',
    `Cannot restore the snapshot: ${where} must be ${expected}, received ${shown}`,
  )
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
