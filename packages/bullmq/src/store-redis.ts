import type { WaitingToolCall } from '@polytool/core'
import type { ConnectionOptions } from 'bullmq'
import type { StoreBackend } from './call-store'

/** Waiting calls on Redis: one key per call (`GETDEL` takes it atomically), one set per conversation. */
export async function openRedisStore(
  connection: ConnectionOptions,
  prefix: string,
): Promise<StoreBackend> {
  const { Redis } = await import('ioredis')
  const client =
    connection instanceof Redis ? connection.duplicate() : new Redis(connection as never)
  const callKey = (id: string) => `${prefix}:call:${id}`
  const conversationKey = (id: string) => `${prefix}:conversation:${id}`
  return {
    async put(conversationId, calls) {
      if (calls.length === 0) return
      const batch = client.multi()
      for (const call of calls) {
        batch.set(callKey(call.toolCallId), JSON.stringify({ conversationId, call }))
        batch.sadd(conversationKey(conversationId), call.toolCallId)
      }
      await batch.exec()
    },
    async list(conversationId) {
      const ids = await client.smembers(conversationKey(conversationId))
      if (ids.length === 0) return []
      const stored = await client.mget(ids.map(callKey))
      return stored.flatMap((text) => (text === null ? [] : [JSON.parse(text).call]))
    },
    async take(toolCallId) {
      const text = await client.getdel(callKey(toolCallId))
      if (text === null) return undefined
      const { conversationId, call } = JSON.parse(text) as {
        conversationId: string
        call: WaitingToolCall
      }
      await client.srem(conversationKey(conversationId), toolCallId)
      return call
    },
    async close() {
      await client.quit()
    },
  }
}
