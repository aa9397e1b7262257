import { egressText } from '@polytool/core'
import type { PostgresConnectionOptions, QueueEvents, QueueEventsProducer } from 'bullmq'
import type { BoundClasses } from './connection'
import { isPool, pgConfig, poolFor, type Queryable } from './pg-pool'
import { CANCEL_EVENT, cancelChannel } from './policy'

/** The PostgreSQL notification channel that carries the cancels of every queue of a database. */
export const POSTGRES_CANCEL_CHANNEL = 'polytool_cancels'

// A notification carries at most 8000 bytes; a longer one is no cancel of ours.
const MAX_NOTIFICATION_LENGTH = 8000
const MAX_REASON_LENGTH = 200
// The longest reason read at all, as long as a notification. Redaction must see a secret whole
// to hide it, so a longer reason (only an event stream holds one) is withheld, not cut unread.
const MAX_REASON_READ = 8000
// Between two attempts to listen again after the connection was lost.
const FIRST_RETRY_MS = 100
const LAST_RETRY_MS = 5000

/** How cancels leave an executor: a notification on PostgreSQL, an event stream on Redis. */
export type CancelRoute =
  | { readonly backend: 'postgres'; readonly connection: PostgresConnectionOptions }
  | { readonly backend: 'redis'; readonly producer: (streamName: string) => QueueEventsProducer }

/** Sends cancels to the workers of one queue. */
export interface CancelSender {
  send(toolCallId: string, reason: string): Promise<void>
  close(): Promise<void>
}

/** Receives the cancels of one queue while open. */
export interface CancelReceiver {
  /** Resolves once cancels are received (or the receiver is closed). */
  ready(): Promise<void>
  close(): Promise<void>
}

/** What a receiver does with a cancel, and where its connection errors go. */
export interface CancelHandlers {
  readonly onCancel: (toolCallId: string, reason: string) => void
  readonly report: (message: string, error: unknown) => void
}

/**
 * The sender of one queue's cancels. Redis carries them on an event stream of their own; a
 * PostgreSQL backend, whose event streams all wake on one shared notification, on a
 * notification channel that carries only cancels (see {@link receiveCancels}). `report` hears
 * of a PostgreSQL connection the sender's pool lost.
 */
export function sendCancels(
  route: CancelRoute,
  queueName: string,
  report?: (error: unknown) => void,
): CancelSender {
  if (route.backend === 'postgres') return postgresSender(route.connection, queueName, report)
  let producer: QueueEventsProducer | undefined
  return {
    async send(toolCallId, reason) {
      producer ??= route.producer(cancelChannel(queueName))
      await producer.publishEvent({ eventName: CANCEL_EVENT, toolCallId, reason })
    },
    async close() {
      await producer?.close()
    },
  }
}

/**
 * Receives one queue's cancels. On PostgreSQL, BullMQ's event streams all wait on the same
 * notification, so a worker that read an event stream of cancels would be woken by every event
 * of every queue of the database; it listens on {@link POSTGRES_CANCEL_CHANNEL} instead, over
 * one connection of its own, and listens again after the connection is lost. A cancel sent
 * while no worker listens (a worker down, or its connection lost) does not reach it.
 */
export function receiveCancels(
  bound: BoundClasses,
  queueName: string,
  handlers: CancelHandlers,
): CancelReceiver {
  if (bound.backend === 'postgres') {
    return postgresReceiver(bound.connection as PostgresConnectionOptions, queueName, handlers)
  }
  const events: QueueEvents = new bound.QueueEvents(cancelChannel(queueName), {
    connection: bound.connection as never,
  })
  events.on('error', (error) => handlers.report('Tool worker event stream error', error))
  events.on(CANCEL_EVENT as 'error', (args: unknown) => {
    const { toolCallId, reason } = (args ?? {}) as { toolCallId?: unknown; reason?: unknown }
    if (typeof toolCallId === 'string') handlers.onCancel(toolCallId, receivedReason(reason))
  })
  return {
    ready: async () => {
      await events.waitUntilReady()
    },
    close: () => events.close(),
  }
}

/** Reads a notification as a cancel of `queueName`, or `undefined` for anything else. */
export function readCancelNotification(
  payload: unknown,
  queueName: string,
): { toolCallId: string; reason: string } | undefined {
  if (typeof payload !== 'string' || payload.length > MAX_NOTIFICATION_LENGTH) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(payload)
  } catch {
    return undefined
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined
  const { queue, toolCallId, reason } = parsed as Record<string, unknown>
  if (queue !== queueName || typeof toolCallId !== 'string') return undefined
  return { toolCallId, reason: receivedReason(reason) }
}

/**
 * A cancel's reason as a worker hands it to `execute`: anyone who can write to the server can
 * send one, so it passes the egress gate (`egressText('job', …)`: secrets redacted, then cut to
 * 200 characters) like the reasons sent from here; one longer than 8000 characters is withheld.
 */
export function receivedReason(reason: unknown): string {
  if (typeof reason !== 'string') return 'cancelled'
  if (reason.length > MAX_REASON_READ) return 'cancelled (reason withheld: too long)'
  return egressText('job', reason)
}

function postgresSender(
  connection: PostgresConnectionOptions,
  queueName: string,
  report: ((error: unknown) => void) | undefined,
): CancelSender {
  let pool: Promise<{ db: Queryable; owned: boolean }> | undefined
  return {
    async send(toolCallId, reason) {
      pool ??= poolFor(connection, 1, report)
      const payload = JSON.stringify({
        queue: queueName,
        toolCallId,
        reason: reason.slice(0, MAX_REASON_LENGTH),
      })
      await (await pool).db.query('SELECT pg_notify($1, $2)', [POSTGRES_CANCEL_CHANNEL, payload])
    },
    async close() {
      const opened = await pool?.catch(() => undefined)
      if (opened?.owned) await opened.db.end?.()
    },
  }
}

/** A `pg` client as the receiver uses it. */
interface ListenClient extends Queryable {
  on(
    event: 'notification',
    listener: (message: { channel: string; payload?: string }) => void,
  ): void
  on(event: 'error' | 'end', listener: (error?: unknown) => void): void
  connect?(): Promise<unknown>
  release?(destroy?: boolean): void
}

function postgresReceiver(
  connection: PostgresConnectionOptions,
  queueName: string,
  handlers: CancelHandlers,
): CancelReceiver {
  let closed = false
  let markReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => {
    markReady = resolve
  })
  // Wakes the loop early: on close, from its wait before the next attempt or while listening.
  let wake: () => void = () => {}

  const openClient = async (): Promise<ListenClient> => {
    if (isPool(connection)) {
      const pool = connection as unknown as { connect(): Promise<ListenClient> }
      return pool.connect()
    }
    const { default: pg } = await import('pg')
    const client = new pg.Client({
      connectionTimeoutMillis: 10_000,
      ...pgConfig(connection),
    }) as unknown as ListenClient
    // Before connecting: an error event without a listener would end the process.
    client.on('error', () => {})
    await client.connect?.()
    return client
  }
  const dispose = (client: ListenClient) => {
    if (client.release) client.release(true)
    else void client.end?.().catch(() => {})
  }
  const onNotification = (message: { channel: string; payload?: string }) => {
    if (message.channel !== POSTGRES_CANCEL_CHANNEL) return
    const cancel = readCancelNotification(message.payload, queueName)
    if (cancel !== undefined) handlers.onCancel(cancel.toolCallId, cancel.reason)
  }
  // One listening connection at a time, opened again whenever it is lost, until closed.
  const listen = async () => {
    let retryMs = FIRST_RETRY_MS
    while (!closed) {
      let client: ListenClient | undefined
      try {
        client = await openClient()
        const lost = new Promise<unknown>((resolve) => {
          wake = () => resolve(undefined)
          client!.on('error', resolve)
          client!.on('end', resolve)
        })
        client.on('notification', onNotification)
        if (closed) break
        await client.query(`LISTEN ${POSTGRES_CANCEL_CHANNEL}`)
        markReady()
        retryMs = FIRST_RETRY_MS
        const error = await lost
        if (!closed) handlers.report('The tool worker lost its cancel connection', error)
      } catch (error) {
        if (!closed) handlers.report('The tool worker could not listen for cancels', error)
      } finally {
        if (client !== undefined) dispose(client)
      }
      if (closed) break
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, retryMs)
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS)
    }
    markReady()
  }
  const running = listen()

  return {
    ready: () => ready,
    async close() {
      closed = true
      wake()
      await running
    },
  }
}
