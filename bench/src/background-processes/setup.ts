// What both sides of the bench share: the tool, the job, the backends' BullMQ classes.
import { createTool } from '@polytool/core'
import { createPostgresBackend, Queue, QueueEvents, Worker, withBackend } from 'bullmq'
import { z } from 'zod'

/** The sides measured: polytool on BullMQ, and BullMQ alone written by hand. */
export type Side = 'polytool' | 'bullmq'

/** A tool that does nothing, run in the background. */
export const noop = createTool({
  id: 'noop',
  description: 'Does nothing',
  inputSchema: z.object({ n: z.number() }),
  background: { enabled: true },
  execute: async ({ n }) => ({ n }),
})

/** How often both sides look up results whose event they missed. */
export const POLL_MS = 200

/** BullMQ's classes bound to a backend, typed as the Redis ones (their options are cast too). */
export interface BackendClasses {
  readonly Queue: typeof Queue
  readonly QueueEvents: typeof QueueEvents
  readonly Worker: typeof Worker
  readonly connection: never
}

/**
 * BullMQ's classes and connection options for a server URL, as one would write them by hand.
 *
 * @param url - a `redis://` or `postgres://` URL
 * @returns the classes bound to that backend, and their connection options
 */
export function backendClasses(url: string): BackendClasses {
  if (url.startsWith('postgres')) {
    const bound = withBackend(createPostgresBackend) as unknown as BackendClasses
    return {
      Queue: bound.Queue,
      QueueEvents: bound.QueueEvents,
      Worker: bound.Worker,
      connection: { connectionString: url, migrate: true } as never,
    }
  }
  const { hostname, port } = new URL(url)
  return {
    Queue,
    QueueEvents,
    Worker,
    connection: { host: hostname, port: Number(port), maxRetriesPerRequest: null } as never,
  }
}
