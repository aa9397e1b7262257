/**
 * Run polytool's background tool calls on worker processes, on other machines, through BullMQ 6 (a
 * peer dependency) on **Redis** or **PostgreSQL**; keep the calls that wait for people (approval,
 * suspend) on the same server, so that any instance of an agent service can approve them or
 * receive their results. No queue of our own: the jobs, locks, retries and stalled-job handling
 * are BullMQ's. The guide Distributed workers walks through a deployment step by step.
 *
 * @packageDocumentation
 */
export {
  type CallStore,
  type CallStoreOptions,
  createCallStore,
} from './call-store'
export { type QueueConnection, QueueConnectionError } from './connection'
export {
  type BullMQExecutor,
  type BullMQExecutorOptions,
  createBullMQExecutor,
} from './executor'
export {
  CANCEL_EVENT,
  DEFAULT_IDEMPOTENT_RETRIES,
  DEFAULT_QUEUE_NAME,
  retriesFor,
} from './policy'
export { createToolWorker, type ToolWorker, type ToolWorkerOptions } from './worker'
