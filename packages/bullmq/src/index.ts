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
