import {
  type RedactedPayload,
  type ToolPayloadTransform,
  type TransformTarget,
  transformPayload,
} from '../transform'
import type { CallLimit } from './call-limit'
import { CHUNK_PHASES, type PayloadChunkType, type ToolChunk } from './chunks'
import type { RuntimeScope } from './scope'

/** The part of a tool that shapes its chunks. */
export interface TransformSource {
  readonly id: string
  readonly transform?: ToolPayloadTransform<any, any, any, any> | undefined
}

/** Sends one call's chunks to the display and transcript streams, each through its transform. */
export class ChunkEmitter {
  readonly #scope: RuntimeScope
  readonly #source: TransformSource
  readonly #limit: CallLimit

  constructor(scope: RuntimeScope, source: TransformSource, limit: CallLimit) {
    this.#scope = scope
    this.#source = source
    this.#limit = limit
  }

  /** A chunk without a payload goes to both streams as it is. */
  plain(chunk: ToolChunk): void {
    this.#scope.display.push(chunk)
    this.#scope.transcript.push(chunk)
  }

  /**
   * Transforms the payload for each target (fail closed: a missing or throwing transform, or
   * one still running when the call's time is up, sends a placeholder), then sends the chunks
   * unless `stillOpen` says the call ended meanwhile. Answers a promise only when there is
   * something to wait for (a transform); without one, the chunks are sent before it returns.
   */
  payload(
    type: PayloadChunkType,
    ids: { toolCallId: string; toolName: string },
    payload: object,
    stillOpen: () => boolean = () => true,
  ): Promise<void> | undefined {
    // Most tools have no transform: their payloads pass through at once, with nothing to wait
    // for (no promise, so the call does not even wait a turn for it).
    if (this.#source.transform === undefined) {
      if (!stillOpen()) return undefined
      // The ids written out: spread keys would live outside the chunk, in an array of their own.
      // Both streams get the same chunk, as `plain` sends it: nothing made it differ.
      const { toolCallId, toolName } = ids
      this.plain({ type, toolCallId, toolName, payload } as ToolChunk)
      return undefined
    }
    return this.#transformed(type, ids, payload, stillOpen)
  }

  async #transformed(
    type: PayloadChunkType,
    ids: { toolCallId: string; toolName: string },
    payload: object,
    stillOpen: () => boolean,
  ): Promise<void> {
    const [display, transcript] = await Promise.all([
      this.#transform('display', type, payload),
      this.#transform('transcript', type, payload),
    ])
    if (!stillOpen()) return
    const { toolCallId, toolName } = ids
    this.#scope.display.push({ type, toolCallId, toolName, payload: display })
    this.#scope.transcript.push({ type, toolCallId, toolName, payload: transcript })
  }

  #transform(target: TransformTarget, type: PayloadChunkType, payload: object): Promise<unknown> {
    const phase = CHUNK_PHASES[type]
    const transformed = transformPayload(
      this.#source,
      target,
      phase,
      payload as never,
      this.#scope.observer,
    )
    return this.#limit.bounded(
      transformed,
      (): RedactedPayload => ({ redacted: true, phase, reason: 'transform-failed' }),
    )
  }
}
