import type { ConnectionOptions } from 'bullmq'
import { type StoreBackend, storedCallOf } from './call-store'

/**
 * Waiting calls on Redis: one key per call of a conversation (`GETDEL` takes it atomically),
 * one set per conversation. Both ids are escaped in the key, so no pair of ids makes another's.
 */
export async function openRedisStore(
  connection: ConnectionOptions,
  prefix: string,
): Promise<StoreBackend> {
  const { Redis } = await import('ioredis')
  const client =
    connection instanceof Redis ? connection.duplicate() : new Redis(connection as never)
  const callKey = (conversationId: string, toolCallId: string) =>
    `${prefix}:call:${encodeURIComponent(conversationId)}:${encodeURIComponent(toolCallId)}`
  const conversationKey = (id: string) => `${prefix}:conversation:${id}`
  return {
    async put(conversationId, calls) {
      if (calls.length === 0) return
      const batch = client.multi()
      for (const stored of calls) {
        const { toolCallId } = stored.call
        batch.set(callKey(conversationId, toolCallId), JSON.stringify(stored))
        batch.sadd(conversationKey(conversationId), toolCallId)
      }
      await batch.exec()
    },
    async list(conversationId) {
      const ids = await client.smembers(conversationKey(conversationId))
      if (ids.length === 0) return []
      const stored = await client.mget(ids.map((id) => callKey(conversationId, id)))
      return stored.flatMap((text) => (text === null ? [] : [storedCallOf(JSON.parse(text))]))
    },
    async take(conversationId, toolCallId) {
      const text = await client.getdel(callKey(conversationId, toolCallId))
      if (text === null) return undefined
      await client.srem(conversationKey(conversationId), toolCallId)
      return storedCallOf(JSON.parse(text))
    },
    async close() {
      await client.quit()
    },
  }
}
