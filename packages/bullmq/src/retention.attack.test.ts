// Retention as an operator relies on it: `keepResultsSeconds` covers everything stored. BullMQ's
// `completed` event carries the job's return value, and stayed in the Redis event stream (or
// PostgreSQL's `event` table) long after the sweep removed the job. This test plants a unique
// output, sweeps it, then reads every key of Redis and every row of every PostgreSQL table.
import { randomUUID } from 'node:crypto'
import { createToolCallRuntime } from '@polytool/core'
import { Redis } from 'ioredis'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { createBullMQExecutor } from './executor'
import { backends, call, useQueueScope } from './test-fixtures/harness'
import { allTools } from './test-fixtures/tools'
import { createToolWorker } from './worker'

// Where on the server `marker` appears: Redis keys and stream entries, or PostgreSQL rows.
async function findOnServer(backend: string, url: string, marker: string): Promise<string[]> {
  return backend === 'postgres' ? findInPostgres(url, marker) : findInRedis(url, marker)
}

async function findInRedis(url: string, marker: string): Promise<string[]> {
  const redis = new Redis(url)
  const found: string[] = []
  try {
    let cursor = '0'
    do {
      const [next, keys] = await redis.scan(cursor, 'COUNT', 1000)
      cursor = next
      for (const key of keys) {
        if (key.includes(marker)) found.push(key)
        const type = await redis.type(key)
        const contents =
          type === 'string'
            ? await redis.get(key)
            : type === 'hash'
              ? await redis.hgetall(key)
              : type === 'list'
                ? await redis.lrange(key, 0, -1)
                : type === 'set'
                  ? await redis.smembers(key)
                  : type === 'zset'
                    ? await redis.zrange(key, 0, -1)
                    : type === 'stream'
                      ? await redis.xrange(key, '-', '+')
                      : null
        if (JSON.stringify(contents).includes(marker)) found.push(`${type} ${key}`)
      }
    } while (cursor !== '0')
  } finally {
    redis.disconnect()
  }
  return found
}

async function findInPostgres(url: string, marker: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const found: string[] = []
  try {
    const { rows: tables } = await client.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
    )
    for (const { schema, name } of tables) {
      const table = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} AS t WHERE t::text LIKE $1`,
        [`%${marker}%`],
      )
      if (rows[0]!.n > 0) found.push(`${schema}.${name}`)
    }
  } finally {
    await client.end()
  }
  return found
}

describe.each(backends())('keepResultsSeconds on %s', (backend, url) => {
  const scope = useQueueScope(url)

  it('leaves no trace of a swept call on the server: no job, no event carrying its output', async () => {
    const executor = createBullMQExecutor({ connection: url, queueName: scope.queueName })
    const worker = createToolWorker({
      tools: allTools,
      connection: url,
      queueName: scope.queueName,
      keepResultsSeconds: 1,
      // Swept by hand below, not by the timer.
      sweepIntervalMs: 600_000,
    })
    scope.closing.push(
      () => executor.close(),
      () => worker.close(),
    )
    await Promise.all([executor.ready(), worker.ready()])
    const marker = `planted-${randomUUID()}`
    const runtime = createToolCallRuntime({ tools: allTools, executor })
    call(runtime, 'call_kept', 'fetch_report', { label: marker })
    expect(await runtime.idle()).toMatchObject([
      { status: 'completed', output: `report ${marker}` },
    ])
    // The scan does see the output while it is kept.
    expect((await findOnServer(backend, url, marker)).length).toBeGreaterThan(0)

    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect(await worker.sweep()).toBeGreaterThan(0)
    expect(await findOnServer(backend, url, marker)).toEqual([])
  })
})
