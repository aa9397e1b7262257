import { describe, expect, it } from 'vitest'
import { CallLimit } from './call-limit'
import { ChunkStream } from './chunk-stream'
import { ChunkEmitter } from './emitter'
import type { RuntimeScope } from './scope'

function scopeWithStreams(): RuntimeScope {
  return { display: new ChunkStream(), transcript: new ChunkStream() } as unknown as RuntimeScope
}

async function firstChunk(stream: ChunkStream) {
  stream.close()
  for await (const chunk of stream) return chunk
  return undefined
}

const ids = { toolCallId: 'c1', toolName: 'noop' }

describe('ChunkEmitter', () => {
  it('sends the chunks of a tool without a transform before it returns, with no promise to wait for', async () => {
    const scope = scopeWithStreams()
    const emitter = new ChunkEmitter(
      scope,
      { id: 'noop' },
      new CallLimit('noop', undefined, undefined),
    )
    expect(emitter.payload('tool-input-available', ids, { input: { n: 1 } })).toBeUndefined()
    expect(await firstChunk(scope.display)).toEqual({
      type: 'tool-input-available',
      toolCallId: 'c1',
      toolName: 'noop',
      payload: { input: { n: 1 } },
    })
  })

  it('answers a promise when a transform runs, and sends its result', async () => {
    const scope = scopeWithStreams()
    const source = {
      id: 'noop',
      transform: { display: { input: () => ({ shown: true }) } },
    }
    const emitter = new ChunkEmitter(
      scope,
      source as never,
      new CallLimit('noop', undefined, undefined),
    )
    const sending = emitter.payload('tool-input-available', ids, { input: { n: 1 } })
    expect(sending).toBeInstanceOf(Promise)
    await sending
    expect(await firstChunk(scope.display)).toMatchObject({ type: 'tool-input-available' })
  })
})
