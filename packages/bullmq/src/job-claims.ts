import type { ConnectionOptions, PostgresConnectionOptions } from 'bullmq'
import { poolFor, type Queryable } from './pg-pool'

/** What a job id was first claimed for: a run, or a cancel. */
export type ClaimKind = 'run' | 'cancel'

/**
 * The server-side record that makes each minted job id single-use: the first run or cancel of
 * an id claims it atomically, for `keepMs`, on every worker and executor of the queue alike.
 */
export interface JobClaims {
  /**
   * Claims the id for `kind`. Answers `undefined` when this claim is the first, otherwise what
   * claimed it before.
   */
  claim(jobId: string, kind: ClaimKind): Promise<ClaimKind | undefined>
  /** Connects (and creates the PostgreSQL table) now rather than at the first claim. */
  ready(): Promise<void>
  /** Removes the claims older than `keepMs` (PostgreSQL; Redis expires them itself). */
  sweep(): Promise<void>
  close(): Promise<void>
}

/** Where the claims live: the queue's own server. */
export interface ClaimsPlace {
  readonly backend: 'redis' | 'postgres'
  readonly connection: unknown
  readonly queueName: string
  readonly keepMs: number
  readonly report?: (error: unknown) => void
}

/** Opens the claims of a queue on its server, lazily: nothing connects until the first claim. */
export function lazyJobClaims(place: ClaimsPlace): JobClaims {
  let opened: Promise<JobClaims> | undefined
  // Once open, claims go straight to it: one claim per job, no promise more.
  let open: JobClaims | undefined
  const opening = () => {
    opened ??= (
      place.backend === 'redis' ? openRedisClaims(place) : openPostgresClaims(place)
    ).then((claims) => {
      open = claims
      return claims
    })
    return opened
  }
  let closing: Promise<void> | undefined
  return {
    claim: (jobId, kind) =>
      open === undefined
        ? opening().then((claims) => claims.claim(jobId, kind))
        : open.claim(jobId, kind),
    ready: async () => {
      await opening()
    },
    sweep: async () => (await opening()).sweep(),
    // Closed once, however often asked.
    close: () => {
      closing ??= opened === undefined ? Promise.resolve() : opened.then((claims) => claims.close())
      return closing
    },
  }
}

async function openRedisClaims(place: ClaimsPlace): Promise<JobClaims> {
  const { Redis } = await import('ioredis')
  const connection = place.connection as ConnectionOptions
  // No auto-pipelining: a worker takes its jobs one at a time (each as another finishes), so a
  // claim would mostly travel alone, through a pipeline and a deferred write that cost about
  // twice the CPU of the plain command.
  const client =
    connection instanceof Redis ? connection.duplicate() : new Redis({ ...(connection as object) })
  client.on('error', (error) => place.report?.(error))
  const prefix = `polytool:claims:${encodeURIComponent(place.queueName)}:`
  const keepMs = Math.ceil(place.keepMs)
  return {
    async claim(jobId, kind) {
      const key = prefix + encodeURIComponent(jobId)
      if ((await client.set(key, kind, 'PX', keepMs, 'NX')) === 'OK') return undefined
      // Expired between the two commands: nothing claims it any more, but it was claimed.
      return (await client.get(key)) === 'cancel' ? 'cancel' : 'run'
    },
    async ready() {},
    async sweep() {},
    async close() {
      client.disconnect()
    },
  }
}

const TABLE = 'polytool_job_claims'

async function openPostgresClaims(place: ClaimsPlace): Promise<JobClaims> {
  const pool = await poolFor(place.connection as PostgresConnectionOptions, 2, place.report)
  await createTable(pool.db)
  const keepSeconds = place.keepMs / 1000
  return {
    async claim(jobId, kind) {
      const { rows } = await pool.db.query(
        `WITH claimed AS (
           INSERT INTO ${TABLE} (queue_name, job_id, kind) VALUES ($1, $2, $3)
           ON CONFLICT (queue_name, job_id) DO NOTHING RETURNING kind
         )
         SELECT true AS first FROM claimed
         UNION ALL
         SELECT false AS first FROM ${TABLE} WHERE queue_name = $1 AND job_id = $2 AND kind = 'cancel'`,
        [place.queueName, jobId, kind],
      )
      if (rows.some((row) => row.first === true)) return undefined
      return rows.length > 0 ? 'cancel' : 'run'
    },
    async ready() {},
    async sweep() {
      await pool.db.query(
        `DELETE FROM ${TABLE} WHERE queue_name = $1 AND claimed_at < now() - make_interval(secs => $2)`,
        [place.queueName, keepSeconds],
      )
    },
    async close() {
      if (pool.owned) await pool.db.end?.()
    },
  }
}

// As the call store's table: an advisory lock makes workers starting at once wait for one.
async function createTable(db: Queryable): Promise<void> {
  await db.query(
    `SELECT pg_advisory_xact_lock(hashtext('polytool_job_claims'), 0);
    CREATE TABLE IF NOT EXISTS ${TABLE} (
      queue_name text NOT NULL,
      job_id text NOT NULL,
      kind text NOT NULL,
      claimed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (queue_name, job_id)
    );`,
  )
}
