import { safeStringify } from '../safe-stringify'
import { excerpt } from '../secrets'
import { isTraceparent } from '../trace'
import { ToolCallRuntimeError } from './errors'
import { isClaim } from './job-identity'
import { PlainJsonError, type PlainJsonLimits, readPlainJson } from './snapshot-json'

/** A call that waits for people, as plain JSON: store it, and resume it in another process. */
export type WaitingToolCall =
  | {
      readonly status: 'awaiting-approval'
      readonly toolCallId: string
      readonly toolName: string
      /** The arguments as the model sent them (parsed JSON, before validation). */
      readonly input: unknown
      /** W3C `traceparent` of the span that waited, when traced: the next span links to it. */
      readonly traceparent?: string
    }
  | {
      readonly status: 'suspended'
      readonly toolCallId: string
      readonly toolName: string
      readonly input: unknown
      /** The payload the tool passed to `suspend()`. A suspended call already passed approval. */
      readonly suspendPayload: unknown
      readonly traceparent?: string
    }
  | {
      /** Runs as a background job: a runtime restored from the snapshot receives its result. */
      readonly status: 'background'
      readonly toolCallId: string
      readonly toolName: string
      readonly input: unknown
      /**
       * The secret that owns the job: its id is derived from it. Only a snapshot that holds the
       * claim receives the job's result or cancels it; keep snapshots as private as results.
       */
      readonly claim: string
      readonly traceparent?: string
    }

/** The waiting calls of a runtime, as plain JSON. */
export interface ToolCallRuntimeSnapshot {
  /** The snapshot format's version: restoring refuses another one. */
  readonly version: 1
  /** The calls that wait for an approval or a resumption, with what each needs to go on. */
  readonly calls: readonly WaitingToolCall[]
  /** `hmac-sha256:…` over the canonical JSON of the rest, when signed with a `snapshotKey`. */
  readonly signature?: string
}

/** How much of a snapshot a runtime reads before refusing it. */
export interface SnapshotLimits extends PlainJsonLimits {
  /** Most waiting calls in one snapshot. */
  readonly maxCalls: number
}

/** A snapshot read from untrusted data: plain copies of its calls, and what its MAC covers. */
export interface ReadSnapshot {
  readonly calls: readonly WaitingToolCall[]
  readonly signature: string | undefined
  /** Canonical JSON of the snapshot without its `signature`: the text the signature signs. */
  readonly canonical: string
}

/**
 * Reads a stored snapshot without trusting it: copies it as bounded plain JSON (no getters
 * run, no prototype touched), then checks its shape; the error names the first wrong field.
 */
export function readSnapshot(
  value: unknown,
  hasTool: (toolName: string) => boolean,
  limits: SnapshotLimits,
): ReadSnapshot {
  const copy = copyOf(value, limits)
  if (!isRecord(copy) || copy.version !== 1 || !Array.isArray(copy.calls)) {
    throw invalid('', 'an object { version: 1, calls: [...] }', copy)
  }
  const { signature, ...signed } = copy
  if (signature !== undefined && typeof signature !== 'string') {
    throw invalid('signature', 'a string', signature)
  }
  if (copy.calls.length > limits.maxCalls) {
    throw new ToolCallRuntimeError(
      'INVALID_SNAPSHOT',
      `Cannot restore the snapshot: it holds ${copy.calls.length} calls, more than maxSnapshotCalls (${limits.maxCalls})`,
    )
  }
  const ids = new Set<string>()
  const calls = copy.calls.map((call, index) => {
    const waiting = readWaitingCall(call, `calls[${index}]`, hasTool)
    if (ids.has(waiting.toolCallId)) {
      throw invalid(`calls[${index}].toolCallId`, 'an id no other call has', waiting.toolCallId)
    }
    ids.add(waiting.toolCallId)
    return waiting
  })
  return { calls, signature, canonical: readPlainJson(signed, limits).canonical }
}

/** Canonical JSON of a snapshot without its signature, for signing; refuses one too large to restore. */
export function canonicalSnapshot(
  snapshot: ToolCallRuntimeSnapshot,
  limits: PlainJsonLimits,
): string {
  const { signature: _, ...signed } = snapshot
  try {
    return readPlainJson(signed, limits).canonical
  } catch (error) {
    if (!(error instanceof PlainJsonError)) throw error
    throw new ToolCallRuntimeError(
      'INVALID_SNAPSHOT',
      `Cannot sign the snapshot: ${error.pointer || 'the snapshot'} must be ${error.expected}, received ${error.received}`,
    )
  }
}

function copyOf(value: unknown, limits: PlainJsonLimits): unknown {
  try {
    return readPlainJson(value, limits).value
  } catch (error) {
    if (error instanceof PlainJsonError) {
      throw new ToolCallRuntimeError(
        'INVALID_SNAPSHOT',
        `Cannot restore the snapshot: ${error.pointer || 'the snapshot'} must be ${error.expected}, received ${error.received}`,
      )
    }
    // A proxy trap that throws, or any other exotic object: the snapshot is not plain data.
    throw new ToolCallRuntimeError(
      'INVALID_SNAPSHOT',
      'Cannot restore the snapshot: it cannot be read as plain JSON',
    )
  }
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
  if (typeof toolName !== 'string' || !Object.hasOwn(call, 'toolName') || !hasTool(toolName)) {
    throw invalid(`${path}.toolName`, 'the name of a tool of this runtime', toolName)
  }
  const traced = readTraceparent(call, path)
  if (status === 'awaiting-approval') {
    return { status, toolCallId, toolName, input: call.input, ...traced }
  }
  if (status === 'background') {
    const { claim } = call
    if (!isClaim(claim)) {
      throw invalid(
        `${path}.claim`,
        'the claim of a background job (43 base64url characters)',
        claim,
      )
    }
    return { status, toolCallId, toolName, input: call.input, claim, ...traced }
  }
  if (status !== 'suspended') {
    throw invalid(`${path}.status`, '"awaiting-approval", "suspended" or "background"', status)
  }
  return {
    status,
    toolCallId,
    toolName,
    input: call.input,
    suspendPayload: call.suspendPayload,
    ...traced,
  }
}

// Optional, and only ever a W3C traceparent: it becomes a span link, never anything else.
function readTraceparent(call: Record<string, unknown>, path: string): { traceparent?: string } {
  const { traceparent } = call
  if (traceparent === undefined) return {}
  if (!isTraceparent(traceparent)) {
    throw invalid(
      `${path}.traceparent`,
      'a W3C traceparent (00-<32 hex>-<16 hex>-<2 hex>)',
      traceparent,
    )
  }
  return { traceparent }
}

/** The error for a snapshot that cannot be restored; what it quotes is short and redacted. */
export function invalid(path: string, expected: string, received: unknown): ToolCallRuntimeError {
  const where = path === '' ? 'the snapshot' : path
  const shown = excerpt(safeStringify(received, { maxLength: 200 }), 80)
  return new ToolCallRuntimeError(
    'INVALID_SNAPSHOT',
    `Cannot restore the snapshot: ${where} must be ${expected}, received ${shown}`,
  )
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
