import type { WaitingToolCall } from '@polytool/core'
import type { PostgresConnectionOptions } from 'bullmq'
import type { StoreBackend } from './call-store'

interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>
  end?(): Promise<void>
}

/** Waiting calls in a PostgreSQL table; `DELETE … RETURNING` takes one atomically. */
export async function openPostgresStore(
  connection: PostgresConnectionOptions,
  table: string,
): Promise<StoreBackend> {
  const pool = await poolFor(connection)
  await pool.db.query(
    `CREATE TABLE IF NOT EXISTS ${table} (
      tool_call_id text PRIMARY KEY,
      conversation_id text NOT NULL,
      call jsonb NOT NULL,
      saved_at timestamptz NOT NULL DEFAULT now()
    )`,
  )
  await pool.db.query(
    `CREATE INDEX IF NOT EXISTS ${table}_conversation ON ${table} (conversation_id)`,
  )
  return {
    async put(conversationId, calls) {
      for (const call of calls) {
        await pool.db.query(
          `INSERT INTO ${table} (tool_call_id, conversation_id, call) VALUES ($1, $2, $3)
           ON CONFLICT (tool_call_id) DO UPDATE SET conversation_id = $2, call = $3, saved_at = now()`,
          [call.toolCallId, conversationId, JSON.stringify(call)],
        )
      }
    },
    async list(conversationId) {
      const { rows } = await pool.db.query(
        `SELECT call FROM ${table} WHERE conversation_id = $1 ORDER BY saved_at, tool_call_id`,
        [conversationId],
      )
      return rows.map((row) => row.call as WaitingToolCall)
    },
    async take(toolCallId) {
      const { rows } = await pool.db.query(
        `DELETE FROM ${table} WHERE tool_call_id = $1 RETURNING call`,
        [toolCallId],
      )
      return rows[0]?.call as WaitingToolCall | undefined
    },
    async close() {
      if (pool.owned) await pool.db.end?.()
    },
  }
}

async function poolFor(
  connection: PostgresConnectionOptions,
): Promise<{ db: Queryable; owned: boolean }> {
  if (typeof connection === 'object' && 'query' in connection) {
    return { db: connection as unknown as Queryable, owned: false }
  }
  const { default: pg } = await import('pg')
  const config =
    typeof connection === 'string' ? { connectionString: connection } : stripBullMQ(connection)
  return { db: new pg.Pool({ ...config, max: 4 }) as unknown as Queryable, owned: true }
}

// BullMQ's own keys in a pool config mean nothing to `pg`.
function stripBullMQ(config: Record<string, unknown>): Record<string, unknown> {
  const { schema: _schema, migrate: _m, skipMigrations: _s, skipVersionCheck: _v, ...rest } = config
  return rest
}
