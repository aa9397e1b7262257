import { MemorySaver } from '@langchain/langgraph'

// MemorySaver keeps checkpoints as bytes in two plain objects: as JSON they can be handed to
// another process, the way a database-backed checkpointer would be shared.
export function exportSaver(saver: MemorySaver): string {
  return JSON.stringify({ storage: saver.storage, writes: saver.writes }, (_key, value) =>
    value instanceof Uint8Array ? { bytes: Buffer.from(value).toString('base64') } : value,
  )
}

export function importSaver(state: string): MemorySaver {
  const parsed = JSON.parse(state, (_key, value) =>
    typeof value === 'object' && value !== null && typeof value.bytes === 'string'
      ? new Uint8Array(Buffer.from(value.bytes, 'base64'))
      : value,
  ) as Pick<MemorySaver, 'storage' | 'writes'>
  const saver = new MemorySaver()
  Object.assign(saver.storage, parsed.storage)
  Object.assign(saver.writes, parsed.writes)
  return saver
}
