import {
  type ConnectionOptions,
  createPostgresBackend,
  type PostgresConnectionOptions,
  Queue,
  QueueEvents,
  QueueEventsProducer,
  Worker,
  withBackend,
} from 'bullmq'

/**
 * Where the queue lives: a `redis://` or `postgres://` URL, or BullMQ's own connection
 * options for either backend (an ioredis client or options, a `pg` pool or pool config).
 */
export type QueueConnection =
  | string
  | { readonly redis: ConnectionOptions }
  | { readonly postgres: PostgresConnectionOptions }

/** The BullMQ classes bound to one backend, with the connection options they take. */
export interface BoundClasses {
  readonly backend: 'redis' | 'postgres'
  readonly connection: unknown
  readonly Queue: typeof Queue
  readonly Worker: typeof Worker
  readonly QueueEvents: typeof QueueEvents
  readonly QueueEventsProducer: typeof QueueEventsProducer
}

/** Thrown for a connection that names no backend this package knows. */
export class QueueConnectionError extends Error {
  override readonly name = 'QueueConnectionError'
  readonly code = 'INVALID_QUEUE_CONNECTION'
}

/**
 * Binds BullMQ's classes to the backend of `connection`. A PostgreSQL URL or config runs
 * BullMQ's migrations on connect (`migrate: true`) unless the config says otherwise.
 */
export function bindConnection(connection: QueueConnection): BoundClasses {
  if (typeof connection === 'string') return bindUrl(connection)
  if (typeof connection === 'object' && connection !== null) {
    if ('redis' in connection) return redisClasses(connection.redis)
    if ('postgres' in connection) return postgresClasses(withMigrations(connection.postgres))
  }
  throw new QueueConnectionError(
    'connection must be a redis:// or postgres:// URL, { redis: options } or { postgres: options }',
  )
}

function bindUrl(url: string): BoundClasses {
  const scheme = url.slice(0, url.indexOf(':'))
  if (scheme === 'redis' || scheme === 'rediss') return redisClasses(redisOptionsFromUrl(url))
  if (scheme === 'postgres' || scheme === 'postgresql') {
    return postgresClasses({ connectionString: url, migrate: true })
  }
  throw new QueueConnectionError(
    `connection URL must start with redis://, rediss://, postgres:// or postgresql://, received ${scheme.slice(0, 20) || '(no scheme)'}://…`,
  )
}

function redisOptionsFromUrl(url: string): ConnectionOptions {
  const parsed = new URL(url)
  const db = parsed.pathname.slice(1)
  return {
    host: parsed.hostname,
    port: parsed.port === '' ? 6379 : Number(parsed.port),
    ...(parsed.username === '' ? {} : { username: decodeURIComponent(parsed.username) }),
    ...(parsed.password === '' ? {} : { password: decodeURIComponent(parsed.password) }),
    ...(db === '' ? {} : { db: Number(db) }),
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
    // Workers block on the connection; BullMQ requires this for them.
    maxRetriesPerRequest: null,
  }
}

function withMigrations(options: PostgresConnectionOptions): PostgresConnectionOptions {
  if (typeof options === 'string') return { connectionString: options, migrate: true }
  // A caller's own pool, or a config that already chose how to migrate, is left as it is.
  if ('query' in options && typeof options.query === 'function') return options
  if ('migrate' in options || 'skipMigrations' in options) return options
  return { migrate: true, ...options }
}

function redisClasses(connection: ConnectionOptions): BoundClasses {
  return { backend: 'redis', connection, Queue, Worker, QueueEvents, QueueEventsProducer }
}

function postgresClasses(connection: PostgresConnectionOptions): BoundClasses {
  const bound = withBackend(createPostgresBackend)
  return {
    backend: 'postgres',
    connection,
    Queue: bound.Queue as unknown as typeof Queue,
    Worker: bound.Worker as unknown as typeof Worker,
    QueueEvents: bound.QueueEvents as unknown as typeof QueueEvents,
    QueueEventsProducer: bound.QueueEventsProducer as unknown as typeof QueueEventsProducer,
  }
}
