import type { PostgresConnectionOptions } from 'bullmq'
import { type StoreBackend, storedCallOf } from './call-store'
import { storableJson, unwrapJson } from './nul-json'
import { poolFor, type Queryable } from './pg-pool'

/**
 * Waiting calls in a PostgreSQL table; `DELETE … RETURNING` takes one atomically. The key
 * column holds the conversation and the `toolCallId` together (see `keyOf`): a model's id
 * alone never names a row.
 */
export async function openPostgresStore(
  connection: PostgresConnectionOptions,
  table: string,
  report?: (error: unknown) => void,
): Promise<StoreBackend> {
  const pool = await poolFor(connection, 4, report)
  await createTable(pool.db, table)
  return {
    async put(conversationId, calls) {
      for (const stored of calls) {
        await pool.db.query(
          `INSERT INTO ${table} (tool_call_id, conversation_id, call) VALUES ($1, $2, $3)
           ON CONFLICT (tool_call_id) DO UPDATE SET conversation_id = $2, call = $3, saved_at = now()`,
          [
            keyOf(conversationId, stored.call.toolCallId),
            conversationId,
            JSON.stringify(storableJson(stored)),
          ],
        )
      }
    },
    async list(conversationId) {
      const { rows } = await pool.db.query(
        `SELECT call FROM ${table} WHERE conversation_id = $1 ORDER BY saved_at, tool_call_id`,
        [conversationId],
      )
      return rows.map((row) => storedCallOf(unwrapJson(row.call)))
    },
    async take(conversationId, toolCallId) {
      const { rows } = await pool.db.query(
        `DELETE FROM ${table} WHERE tool_call_id = $1 RETURNING call`,
        [keyOf(conversationId, toolCallId)],
      )
      return rows[0] === undefined ? undefined : storedCallOf(unwrapJson(rows[0].call))
    },
    async close() {
      if (pool.owned) await pool.db.end?.()
    },
  }
}

/**
 * Creates the table and its index unless they exist. `IF NOT EXISTS` alone races: two stores
 * starting at once on a fresh database both create the table, and one fails on a unique
 * violation of the catalog. A transaction-scoped advisory lock on the table's name makes the
 * others wait and find it; the statements go as one query, one implicit transaction.
 */
async function createTable(db: Queryable, table: string): Promise<void> {
  await db.query(
    `SELECT pg_advisory_xact_lock(hashtext('polytool_call_store'), hashtext('${table}'));
    CREATE TABLE IF NOT EXISTS ${table} (
      tool_call_id text PRIMARY KEY,
      conversation_id text NOT NULL,
      call jsonb NOT NULL,
      saved_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS ${table}_conversation ON ${table} (conversation_id);`,
  )
}

// The row key of a call: both ids, JSON-quoted so that no pair of ids makes another's.
function keyOf(conversationId: string, toolCallId: string): string {
  return JSON.stringify([conversationId, toolCallId])
}
