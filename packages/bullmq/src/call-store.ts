import type { ToolCallRuntimeSnapshot, ToolObserver, WaitingToolCall } from '@polytool/core'
import type { ConnectionOptions, PostgresConnectionOptions } from 'bullmq'
import { bindConnection, type QueueConnection } from './connection'
import { reportError } from './report-error'
import { openPostgresStore } from './store-postgres'
import { openRedisStore } from './store-redis'

/**
 * One waiting call as stored, with the signature of the snapshot it was saved from (and its
 * place there), so that the same signed snapshot can be given back whole.
 */
export interface StoredCall {
  readonly call: WaitingToolCall
  readonly signed?: { readonly signature: string; readonly index: number; readonly count: number }
}

/**
 * The raw operations a store backend offers; each is atomic on its server. A call is kept
 * under its conversation and its `toolCallId` together: the model's ids repeat across
 * conversations, and one conversation never reaches another's calls.
 */
export interface StoreBackend {
  put(conversationId: string, calls: readonly StoredCall[]): Promise<void>
  list(conversationId: string): Promise<StoredCall[]>
  /** Deletes the call and answers it, or undefined when it was not there (another took it). */
  take(conversationId: string, toolCallId: string): Promise<StoredCall | undefined>
  close(): Promise<void>
}

/** Where waiting calls are kept. */
export interface CallStoreOptions {
  /** The same server as the queue: a `redis://` or `postgres://` URL, `{ redis }` or `{ postgres }`. */
  readonly connection: QueueConnection
  /** Prefix of the Redis keys, or name of the PostgreSQL table. Default `polytool_waiting_calls`. */
  readonly name?: string
  /** Receives connection errors (a PostgreSQL connection lost while idle, for one). */
  readonly observer?: ToolObserver
}

/**
 * Waiting calls (awaiting approval, suspended, or running in the background) of every
 * conversation, on the queue's server: any instance can approve, resume or receive them.
 */
export interface CallStore {
  // A `conversationId` is any string without U+0000 (PostgreSQL's text cannot hold it): every
  // method rejects one with it, or a value that is not a string, with a `TypeError`.
  /**
   * Keeps the calls of `snapshot` under `conversationId`, replacing those with the same ids,
   * with the snapshot's signature when it has one.
   */
  save(conversationId: string, snapshot: ToolCallRuntimeSnapshot): Promise<void>
  /**
   * The calls kept for `conversationId`, as a snapshot to restore (left in the store). When
   * they are exactly the calls of one signed snapshot saved, it is that snapshot, signature
   * included; otherwise (some were claimed, or saved from other snapshots) it is unsigned.
   */
  load(conversationId: string): Promise<ToolCallRuntimeSnapshot>
  /**
   * Takes one call of `conversationId` out of the store, atomically: the instance that wins
   * gets a one-call snapshot to restore and approve, resume or await; any other gets
   * `undefined`. Two instances approving at once thus run the call once. The snapshot is
   * signed only when the call was saved alone from a signed snapshot.
   */
  claim(conversationId: string, toolCallId: string): Promise<ToolCallRuntimeSnapshot | undefined>
  /** Closes the store's connection. */
  close(): Promise<void>
}

/**
 * Opens a store for waiting calls on Redis or PostgreSQL.
 *
 * @param options - the Redis or PostgreSQL `connection`, the store's `name` and an `observer`
 * @returns a store that keeps waiting calls (approval, suspension) across processes
 *
 * @example
 * ```ts fragment
 * import { createBullMQExecutor, createCallStore } from '@polytool/bullmq'
 * import { createToolCallRuntime } from '@polytool/core'
 *
 * import type { AnyTool, ToolCallRuntime } from '@polytool/core'
 * declare const runtime: ToolCallRuntime
 * declare const tools: AnyTool[]
 * declare const conversationId: string
 * declare const toolCallId: string
 *
 * const store = createCallStore({ connection: process.env.QUEUE_URL! })
 * const executor = createBullMQExecutor({ connection: process.env.QUEUE_URL! })
 * await store.save(conversationId, runtime.snapshot())
 * // later, on any instance:
 * const claimed = await store.claim(conversationId, toolCallId)
 * if (claimed) await createToolCallRuntime({ tools, executor, restore: claimed }).approve(toolCallId)
 * ```
 */
export function createCallStore(options: CallStoreOptions): CallStore {
  const name = options.name ?? 'polytool_waiting_calls'
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    throw new TypeError(
      `name must be a lowercase SQL identifier (a-z, 0-9, _), received ${name.slice(0, 64)}`,
    )
  }
  const bound = bindConnection(options.connection)
  const opening =
    bound.backend === 'redis'
      ? openRedisStore(bound.connection as ConnectionOptions, name)
      : openPostgresStore(bound.connection as PostgresConnectionOptions, name, (error) =>
          reportError(options.observer, 'Call store connection error', error),
        )
  // Reported by the first operation that awaits it.
  opening.catch(() => {})
  const backend = () => opening
  return {
    async save(conversationId, snapshot) {
      checkConversationId(conversationId)
      const { calls, signature } = snapshot
      const count = calls.length
      await (await backend()).put(
        conversationId,
        calls.map((call, index) =>
          signature === undefined ? { call } : { call, signed: { signature, index, count } },
        ),
      )
    },
    async load(conversationId) {
      checkConversationId(conversationId)
      return snapshotOf(await (await backend()).list(conversationId))
    },
    async claim(conversationId, toolCallId) {
      checkConversationId(conversationId)
      const stored = await (await backend()).take(conversationId, toolCallId)
      return stored === undefined ? undefined : snapshotOf([stored])
    },
    async close() {
      await (await opening.catch(() => undefined))?.close()
    },
  }
}

// PostgreSQL's text cannot hold U+0000: both backends refuse such an id alike, before any
// store is asked, rather than one of them with its driver's raw error.
function checkConversationId(conversationId: unknown): void {
  if (typeof conversationId !== 'string' || conversationId.includes('\u0000')) {
    throw new TypeError('conversationId must be a string without U+0000')
  }
}

/**
 * The stored calls as a snapshot: the signed snapshot they were saved as when they are all of
 * it, each in its place; else unsigned, as saved.
 */
function snapshotOf(stored: readonly StoredCall[]): ToolCallRuntimeSnapshot {
  const signature = stored[0]?.signed?.signature
  const whole =
    signature !== undefined &&
    stored.every(({ signed }) => signed?.signature === signature && signed.count === stored.length)
  if (!whole) return { version: 1, calls: stored.map(({ call }) => call) }
  const calls: WaitingToolCall[] = []
  for (const { call, signed } of stored) calls[signed!.index] = call
  // Two calls claiming one place: not what was signed.
  if (calls.filter(Boolean).length !== stored.length) {
    return { version: 1, calls: stored.map(({ call }) => call) }
  }
  return { version: 1, calls, signature }
}

/** A stored value as a `StoredCall`; rows of older versions hold the call itself. */
export function storedCallOf(value: unknown): StoredCall {
  const stored = value as Partial<StoredCall> & { status?: unknown }
  return stored.call !== undefined && stored.status === undefined
    ? (stored as StoredCall)
    : { call: value as WaitingToolCall }
}
