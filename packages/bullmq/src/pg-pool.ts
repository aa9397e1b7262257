import type { PostgresConnectionOptions } from 'bullmq'

/** What this package asks of a `pg` pool or client. */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>
  end?(): Promise<void>
}

/**
 * A pool for `connection`: the caller's own pool as it is, or one made (and owned) here. A pool
 * made here tells `report` of a connection it lost while idle (the server restarted, or
 * `pg_terminate_backend` ended it): `pg` emits that as an `'error'` event, which without a
 * listener would end the process. The pool drops the lost connection and opens new ones as
 * queries need them, so it works again once the server is back.
 */
export async function poolFor(
  connection: PostgresConnectionOptions,
  max: number,
  report: (error: unknown) => void = () => {},
): Promise<{ db: Queryable; owned: boolean }> {
  if (isPool(connection)) return { db: connection as unknown as Queryable, owned: false }
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({ ...pgConfig(connection), max })
  pool.on('error', report)
  return { db: pool as unknown as Queryable, owned: true }
}

/** Whether `connection` is a caller's own pool (or client) rather than a config. */
export function isPool(connection: PostgresConnectionOptions): boolean {
  return typeof connection === 'object' && connection !== null && 'query' in connection
}

/** The `pg` config of a connection string or of BullMQ's PostgreSQL options. */
export function pgConfig(connection: PostgresConnectionOptions): Record<string, unknown> {
  if (typeof connection === 'string') return { connectionString: connection }
  // BullMQ's own keys in a pool config mean nothing to `pg`.
  const {
    schema: _schema,
    migrate: _m,
    skipMigrations: _s,
    skipVersionCheck: _v,
    ...rest
  } = connection as Record<string, unknown>
  return rest
}
