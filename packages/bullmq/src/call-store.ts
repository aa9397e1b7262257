import type { ToolCallRuntimeSnapshot, ToolObserver, WaitingToolCall } from '@polytool/core'
import type { ConnectionOptions, PostgresConnectionOptions } from 'bullmq'
import { bindConnection, type QueueConnection } from './connection'
import { reportError } from './report-error'
import { openPostgresStore } from './store-postgres'
import { openRedisStore } from './store-redis'

/** The raw operations a store backend offers; each is atomic on its server. */
export interface StoreBackend {
  put(conversationId: string, calls: readonly WaitingToolCall[]): Promise<void>
  list(conversationId: string): Promise<WaitingToolCall[]>
  /** Deletes the call and answers it, or undefined when it was not there (another took it). */
  take(toolCallId: string): Promise<WaitingToolCall | undefined>
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
  /** Keeps the calls of `snapshot` under `conversationId`, replacing those with the same ids. */
  save(conversationId: string, snapshot: ToolCallRuntimeSnapshot): Promise<void>
  /** The calls kept for `conversationId`, as a snapshot to restore (left in the store). */
  load(conversationId: string): Promise<ToolCallRuntimeSnapshot>
  /**
   * Takes one call out of the store, atomically: the instance that wins gets a one-call
   * snapshot to restore and approve, resume or await; any other gets `undefined`. Two
   * instances approving at once thus run the call once.
   */
  claim(toolCallId: string): Promise<ToolCallRuntimeSnapshot | undefined>
  /** Closes the store's connection. */
  close(): Promise<void>
}

/**
 * Opens a store for waiting calls on Redis or PostgreSQL.
 *
 * @docCheckSetup
 * import type { AnyTool, ToolCallRuntime } from '@polytool/core'
 * declare const runtime: ToolCallRuntime
 * declare const tools: AnyTool[]
 * declare const conversationId: string
 * declare const toolCallId: string
 * @example
 * import { createToolCallRuntime } from '@polytool/core'
 *
 * const store = createCallStore({ connection: process.env.QUEUE_URL! })
 * const executor = createBullMQExecutor({ connection: process.env.QUEUE_URL! })
 * await store.save(conversationId, runtime.snapshot())
 * // later, on any instance:
 * const claimed = await store.claim(toolCallId)
 * if (claimed) await createToolCallRuntime({ tools, executor, restore: claimed }).approve(toolCallId)
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
      await (await backend()).put(conversationId, snapshot.calls)
    },
    async load(conversationId) {
      return { version: 1, calls: await (await backend()).list(conversationId) }
    },
    async claim(toolCallId) {
      const call = await (await backend()).take(toolCallId)
      return call === undefined ? undefined : { version: 1, calls: [call] }
    },
    async close() {
      await (await opening.catch(() => undefined))?.close()
    },
  }
}
