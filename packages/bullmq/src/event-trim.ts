import type { Queue } from 'bullmq'
import { cancelChannel } from './policy'

/** What the Redis backend of a queue offers beyond BullMQ's types: its raw ioredis client. */
interface RedisBackend {
  readonly client: Promise<{
    time(): Promise<[string, string]>
    xtrim(key: string, strategy: 'MINID', threshold: string): Promise<number>
  }>
}

/** What the PostgreSQL backend of a queue offers beyond BullMQ's types: its pool. */
interface PostgresBackend {
  readonly connection: {
    readonly pool: {
      query(text: string, values: unknown[]): Promise<{ rowCount: number | null }>
    }
  }
}

/**
 * Removes the events of `queue` (and of its cancels) older than `keepMs`: BullMQ's `completed`
 * event carries the job's return value, and stays in the event stream (Redis) or the `event`
 * table (PostgreSQL) until enough newer events push it out, long after the job itself was
 * swept. Resolves with how many events it removed.
 */
export async function trimEvents(
  queue: Queue,
  backend: 'redis' | 'postgres',
  keepMs: number,
): Promise<number> {
  const names = [queue.name, cancelChannel(queue.name)]
  if (backend === 'postgres') {
    const { pool } = (queue.getBackend() as unknown as PostgresBackend).connection
    // The backend's own pool, whose search path is BullMQ's schema, as for its own queries.
    const { rowCount } = await pool.query(
      'DELETE FROM event WHERE queue = ANY($1::text[]) AND created_at_ms < $2',
      [names, Date.now() - keepMs],
    )
    return rowCount ?? 0
  }
  const client = await (queue.getBackend() as unknown as RedisBackend).client
  // Stream entry ids start with the server's time in milliseconds: trim by that clock.
  const [seconds, micros] = await client.time()
  const now = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000)
  // A retention longer than the epoch keeps everything: no id is below 0.
  const minId = `${Math.max(0, now - keepMs)}-0`
  // The key of the queue's events, and the same for the queue its cancels travel on.
  const eventsKey = queue.keys.events as string
  const prefix = eventsKey.slice(0, eventsKey.length - `${queue.name}:events`.length)
  let removed = 0
  for (const name of names) removed += await client.xtrim(`${prefix}${name}:events`, 'MINID', minId)
  return removed
}
