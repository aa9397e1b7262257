import { reportProblem, type ToolObserver } from '../observe'
import { RequestContext } from '../request-context'
import { safeStringify } from '../safe-stringify'
import { excerpt } from '../secrets'
import type { AnyTool } from '../tool'
import { type BackgroundExecutor, createInProcessExecutor } from './background'
import { BackgroundJobSigner } from './background-job-check'
import { ChunkStream } from './chunk-stream'
import { ToolCallRuntimeError } from './errors'
import type { ToolCallEvent } from './events'
import { type RuntimeLimitOptions, readLimits } from './limits'
import type { ToolCallOutcome } from './outcome'
import { readEvent } from './pushed-event'
import { admitSnapshot } from './restore'
import type { RuntimeScope } from './scope'
import {
  canonicalSnapshot,
  type ReadSnapshot,
  readSnapshot,
  type SnapshotLimits,
  type ToolCallRuntimeSnapshot,
  type WaitingToolCall,
} from './snapshot'
import { type SnapshotKey, SnapshotSigner } from './snapshot-signature'
import { ToolCall } from './tool-call'

/** How a runtime is set up. */
export interface ToolCallRuntimeOptions extends RuntimeLimitOptions {
  /** The tools the model may call: a list (named by `id`) or a record keyed by the offered name. */
  tools: readonly AnyTool[] | Readonly<Record<string, AnyTool>>
  /** Request-scoped values for every call (validated by each tool's `requestContextSchema`). */
  requestContext?: RequestContext<any>
  /** The conversation so far, passed to hooks and `context.agent.messages`. */
  messages?: unknown[]
  /** Aborts every streaming or running call; calls waiting for people stay waiting. */
  abortSignal?: AbortSignal
  /** Longest time a call may take, in milliseconds, from its input start to its result; an approval or a resume starts a new budget. */
  timeoutMs?: number
  /** Where background calls run; in this process by default. */
  executor?: BackgroundExecutor
  /** Receives hook and transform failures, spans and logs. */
  observer?: ToolObserver
  /**
   * Turns a call's complete arguments, as the provider's schema made the model write them, back
   * into what the tool's own schema expects, before validation: pass the provider list's
   * `decode` (`toProviderTools(...).decode`). Under OpenAI or Anthropic strict mode the model
   * writes `null` for an optional field, which an `.optional()` schema refuses; decoded, the
   * field is absent again. Without it, the arguments are validated as streamed.
   */
  decode?: (toolName: string, input: unknown) => unknown
  /**
   * Waiting calls from `snapshot()`, possibly of another process, to approve, decline or resume
   * here; checked like `restore()` does (approve, decline, resume and settle wait for it).
   * Unsigned snapshots only: with a `snapshotKey`, use `await runtime.restore(snapshot)`.
   */
  restore?: ToolCallRuntimeSnapshot
  /**
   * A secret (at least 32 bytes, or an HMAC SHA-256 `CryptoKey`) that signs snapshots
   * (`signedSnapshot()`); with it, `restore()` refuses any snapshot it did not sign.
   */
  snapshotKey?: SnapshotKey
  /**
   * A secret (at least 32 bytes, or an HMAC SHA-256 `CryptoKey`) that signs every background
   * job; give workers the same `jobKey`, and they run only jobs signed with it, and believe the
   * approval a job records. It may be the `snapshotKey`: each signature is bound to its use.
   */
  jobKey?: SnapshotKey
}

/** Drives tool calls from a model's stream: hooks, approval, suspension, transforms, background work. */
export interface ToolCallRuntime {
  /** Chunks for a UI, each payload through the tools' `transform.display`. */
  readonly display: ChunkStream
  /** Chunks for the user-visible transcript, each payload through `transform.transcript`. */
  readonly transcript: ChunkStream
  /** Feeds one event of the model's stream. Throws a `ToolCallRuntimeError` for an event that cannot apply. */
  push(event: ToolCallEvent): void
  /** Runs a call that waits for approval; resolves with its new outcome. */
  approve(toolCallId: string): Promise<ToolCallOutcome>
  /** Declines a call that waits for approval; the model gets a result saying so. */
  decline(toolCallId: string, reason?: string): Promise<ToolCallOutcome>
  /** Resumes a suspended call with `resumeData`; resolves with its new outcome. */
  resume(toolCallId: string, resumeData: unknown): Promise<ToolCallOutcome>
  /** Cancels one call, running, in the background, or waiting. */
  cancel(toolCallId: string, reason?: unknown): void
  /**
   * Call once the model's stream is over: ends the input of calls whose stream never ended,
   * then resolves when every call has a result, waits for people, or runs in the background.
   */
  settle(): Promise<ToolCallOutcome[]>
  /**
   * Resolves when background work is over too. It waits for the input of every call to end:
   * call `settle()` (or `close()`) first when the model's stream may have stopped mid-call.
   */
  idle(): Promise<ToolCallOutcome[]>
  /** The calls that wait for people or for a background job, as plain JSON, unsigned. */
  snapshot(): ToolCallRuntimeSnapshot
  /** The calls that wait for people, as plain JSON signed with the runtime's `snapshotKey`. */
  signedSnapshot(): Promise<ToolCallRuntimeSnapshot>
  /**
   * Lets the waiting calls of a stored snapshot wait here, after checking what it says: its
   * signature (required with a `snapshotKey`), size, each input against `inputSchema`, and
   * approval. Rejects with `INVALID_SNAPSHOT`, restoring nothing, when anything is wrong.
   */
  restore(snapshot: ToolCallRuntimeSnapshot): Promise<ToolCallOutcome[]>
  /**
   * Refuses later events, ends the input of calls whose stream never ended (as `settle()` does),
   * waits for `idle()`, then ends both chunk streams.
   */
  close(): Promise<void>
}

/**
 * Creates a runtime that a model's stream (through a provider adapter) feeds with tool-call
 * events, and that calls the tools' hooks, gates, `execute` and transforms in order.
 *
 * @param options - the `tools`, and optional `timeoutMs`, request context, approval, background
 *   executor, observer, snapshot key and limits
 * @returns the runtime: `push` events into it, then `settle` for the outcomes
 *
 * @example
 * ```ts fragment
 * import { anthropicToolEvents, type AnyTool, createToolCallRuntime } from '@polytool/core'
 *
 * declare const weatherTool: AnyTool
 * declare const stream: AsyncIterable<unknown>
 *
 * const runtime = createToolCallRuntime({ tools: [weatherTool], timeoutMs: 30_000 })
 * for await (const event of anthropicToolEvents(stream)) runtime.push(event)
 * const outcomes = await runtime.settle()
 * ```
 */
export function createToolCallRuntime(options: ToolCallRuntimeOptions): ToolCallRuntime {
  const { scope, snapshotLimits, maxCalls } = createScope(options)
  const signer =
    options.snapshotKey === undefined ? undefined : new SnapshotSigner(options.snapshotKey)
  const calls = new Map<string, ToolCall>()
  // Refuses what would hold more than `maxCalls` calls: each call is kept until the runtime is dropped.
  const expectRoomFor = (count: number, what: string): void => {
    if (calls.size + count > maxCalls) {
      throw new ToolCallRuntimeError(
        'TOO_MANY_CALLS',
        `Cannot ${what}: the runtime holds ${calls.size} tool calls and maxCalls is ${maxCalls}`,
      )
    }
  }
  // Input that never ended will not end now: its call ends as the stream left it.
  const endOpenInputs = (): void => {
    for (const call of calls.values()) {
      if (call.status === 'streaming' && !call.inputHasEnded) call.inputEnded()
    }
  }
  let closed = false
  const read = (snapshot: unknown): ReadSnapshot =>
    readSnapshot(snapshot, (name) => scope.tools.has(name), snapshotLimits)
  const admit = async (snapshot: ReadSnapshot): Promise<ToolCallOutcome[]> => {
    const admitted = await admitSnapshot(scope, snapshot, signer)
    const taken = admitted.find(({ waiting }) => calls.has(waiting.toolCallId))
    if (taken !== undefined) {
      throw new ToolCallRuntimeError(
        'INVALID_SNAPSHOT',
        `Cannot restore the snapshot: this runtime already has a tool call ${excerpt(taken.waiting.toolCallId)}`,
      )
    }
    expectRoomFor(admitted.length, 'restore the snapshot')
    return admitted.map(({ waiting, jobId }) => {
      const call = new ToolCall(scope, waiting.toolCallId, waiting.toolName, waiting, jobId)
      calls.set(waiting.toolCallId, call)
      return call.outcome!
    })
  }

  // The calls of `options.restore` while they are checked, and the check itself.
  let pending: readonly WaitingToolCall[] = []
  let restoring: Promise<unknown> = Promise.resolve()
  if (options.restore !== undefined) {
    if (signer !== undefined) {
      throw new ToolCallRuntimeError(
        'INVALID_OPTIONS',
        'restore cannot check a signature while the runtime is created: with a snapshotKey, use await runtime.restore(snapshot)',
      )
    }
    const snapshot = read(options.restore)
    pending = snapshot.calls
    restoring = admit(snapshot).finally(() => {
      pending = []
    })
    // Reported by the methods that wait for it.
    restoring.catch(() => {})
  }

  const callFor = (toolCallId: unknown): ToolCall => {
    const call = typeof toolCallId === 'string' ? calls.get(toolCallId) : undefined
    if (call === undefined) {
      throw new ToolCallRuntimeError(
        'UNKNOWN_TOOL_CALL',
        // Other calls' ids are not listed: they are not the caller's, and listing them costs a pass over every call.
        `No tool call with id ${excerpt(safeStringify(toolCallId, { maxLength: 200 }))}; the runtime holds ${calls.size} tool calls`,
      )
    }
    return call
  }
  const whenAll = async (wait: (call: ToolCall) => Promise<ToolCallOutcome>) => {
    // Calls may start while others are awaited: wait until the set no longer grows.
    let seen = -1
    while (seen !== calls.size) {
      seen = calls.size
      await Promise.all([...calls.values()].map(wait))
    }
    return [...calls.values()].map((call) => call.outcome!)
  }

  return {
    display: scope.display,
    transcript: scope.transcript,
    push(event) {
      if (closed) throw new ToolCallRuntimeError('RUNTIME_CLOSED', 'The runtime is closed')
      const checked = readEvent(event)
      const { toolCallId } = checked
      if (checked.type === 'tool-input-start') {
        if (calls.has(toolCallId)) {
          throw new ToolCallRuntimeError(
            'DUPLICATE_TOOL_CALL',
            `Tool call ${excerpt(toolCallId)} already started; each call needs its own id`,
          )
        }
        expectRoomFor(1, `start tool call ${excerpt(toolCallId)}`)
        const call = new ToolCall(scope, toolCallId, checked.toolName)
        calls.set(toolCallId, call)
        call.inputStarted()
      } else if (checked.type === 'tool-input-delta') {
        callFor(toolCallId).inputDelta(checked.inputTextDelta)
      } else {
        callFor(toolCallId).inputEnded(checked.inputText)
      }
    },
    approve: async (toolCallId) => {
      await restoring
      return callFor(toolCallId).approve()
    },
    decline: async (toolCallId, reason) => {
      await restoring
      return callFor(toolCallId).decline(reason)
    },
    resume: async (toolCallId, resumeData) => {
      await restoring
      return callFor(toolCallId).resume(resumeData)
    },
    cancel(toolCallId, reason = 'cancelled') {
      callFor(toolCallId).cancel(reason)
    },
    async settle() {
      endOpenInputs()
      await restoring
      return whenAll((call) => call.settled())
    },
    async idle() {
      await restoring
      return whenAll((call) => call.idle())
    },
    snapshot() {
      const waiting = [...calls.values()].flatMap((call) => call.toWaiting() ?? [])
      return { version: 1, calls: [...pending, ...waiting] }
    },
    async signedSnapshot() {
      if (signer === undefined) {
        throw new ToolCallRuntimeError(
          'INVALID_OPTIONS',
          'signedSnapshot needs a snapshotKey in the runtime options',
        )
      }
      const plain = asJson(this.snapshot())
      const signature = await signer.sign(canonicalSnapshot(plain, snapshotLimits))
      return { ...plain, signature }
    },
    async restore(snapshot) {
      if (closed) throw new ToolCallRuntimeError('RUNTIME_CLOSED', 'The runtime is closed')
      await restoring.catch(() => {})
      return admit(read(snapshot))
    },
    async close() {
      closed = true
      // No event can end them once closed: without this, close would wait for them forever.
      endOpenInputs()
      await restoring.catch(() => {})
      await whenAll((call) => call.idle())
      scope.display.close()
      scope.transcript.close()
    },
  }
}

function createScope(options: ToolCallRuntimeOptions): {
  scope: RuntimeScope
  snapshotLimits: SnapshotLimits
  maxCalls: number
} {
  if (typeof options !== 'object' || options === null) {
    throw new ToolCallRuntimeError(
      'INVALID_OPTIONS',
      'createToolCallRuntime expects an options object',
    )
  }
  const { timeoutMs } = options
  if (timeoutMs !== undefined && !(typeof timeoutMs === 'number' && timeoutMs > 0)) {
    throw new ToolCallRuntimeError(
      'INVALID_OPTIONS',
      `timeoutMs must be a positive number of milliseconds, received ${String(timeoutMs)}`,
    )
  }
  if (options.decode !== undefined && typeof options.decode !== 'function') {
    throw new ToolCallRuntimeError(
      'INVALID_OPTIONS',
      `decode must be a function (toolName, input) => input, received ${typeof options.decode}`,
    )
  }
  const limits = readLimits(options)
  const scope: RuntimeScope = {
    tools: toolsByName(options.tools),
    requestContext: options.requestContext ?? new RequestContext(),
    messages: options.messages ?? [],
    observer: options.observer,
    decode: options.decode,
    timeoutMs,
    maxInputDepth: limits.maxInputDepth,
    signal: options.abortSignal,
    executor: options.executor ?? createInProcessExecutor(),
    jobSigner: options.jobKey === undefined ? undefined : new BackgroundJobSigner(options.jobKey),
    display: unreadBounded('display', limits.maxUnreadChunks, options.observer),
    transcript: unreadBounded('transcript', limits.maxUnreadChunks, options.observer),
  }
  return { scope, snapshotLimits: limits.snapshot, maxCalls: limits.maxCalls }
}

function unreadBounded(
  name: 'display' | 'transcript',
  maxUnreadChunks: number,
  observer: ToolObserver | undefined,
): ChunkStream {
  return new ChunkStream(maxUnreadChunks, () =>
    reportProblem(
      observer,
      'warn',
      `The runtime's ${name} stream holds ${maxUnreadChunks} unread chunks (maxUnreadChunks): it drops the oldest unread chunk for each new one until it is read`,
      { stream: name, maxUnreadChunks },
    ),
  )
}

// What a snapshot becomes once stored as JSON text and read back: what the signature covers.
function asJson(snapshot: ToolCallRuntimeSnapshot): ToolCallRuntimeSnapshot {
  try {
    return JSON.parse(JSON.stringify(snapshot))
  } catch (error) {
    throw new ToolCallRuntimeError(
      'INVALID_SNAPSHOT',
      `Cannot sign the snapshot: a waiting call holds a value JSON cannot carry (${error instanceof Error ? error.name : typeof error})`,
    )
  }
}

function toolsByName(tools: ToolCallRuntimeOptions['tools']): Map<string, AnyTool> {
  if (typeof tools !== 'object' || tools === null) {
    throw new ToolCallRuntimeError(
      'INVALID_OPTIONS',
      'tools must be a list of tools or a record of them',
    )
  }
  const entries = Array.isArray(tools)
    ? tools.map((tool): [string, AnyTool] => [tool?.id, tool])
    : Object.entries(tools)
  const byName = new Map<string, AnyTool>()
  for (const [name, tool] of entries) {
    if (typeof tool?.id !== 'string' || tool.definition === undefined) {
      throw new ToolCallRuntimeError(
        'INVALID_OPTIONS',
        `tools: ${name} is not a tool made by createTool`,
      )
    }
    if (byName.has(name)) {
      throw new ToolCallRuntimeError('INVALID_OPTIONS', `tools: two tools are named ${name}`)
    }
    byName.set(name, tool)
  }
  return byName
}
