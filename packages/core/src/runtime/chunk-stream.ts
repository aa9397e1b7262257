import type { ToolChunk } from './chunks'

/**
 * A stream of chunks for one reader: chunks are kept until read, and iteration ends once
 * the runtime is closed and every chunk was read.
 *
 * @docCheckSetup
 * declare const runtime: ToolCallRuntime
 * declare function render(chunk: ToolChunk): void
 * @example
 * for await (const chunk of runtime.display) render(chunk)
 */
export class ChunkStream implements AsyncIterable<ToolChunk> {
  #pending: ToolChunk[] = []
  #closed = false
  #reading = false
  #wake: (() => void) | undefined

  /** Adds a chunk; ignored once the stream is closed. */
  push(chunk: ToolChunk): void {
    if (this.#closed) return
    this.#pending.push(chunk)
    this.#wake?.()
  }

  /** Ends the stream after the chunks already pushed. */
  close(): void {
    this.#closed = true
    this.#wake?.()
  }

  /** Reads the chunks in order until the stream closes; only one reader at a time. */
  async *[Symbol.asyncIterator](): AsyncIterator<ToolChunk> {
    if (this.#reading)
      throw new TypeError('A chunk stream has one reader; it is already being read')
    this.#reading = true
    for (;;) {
      // Swapping the buffer keeps each read O(1) however many chunks wait.
      const batch = this.#pending
      this.#pending = []
      yield* batch
      if (this.#pending.length > 0) continue
      if (this.#closed) return
      await new Promise<void>((resolve) => {
        this.#wake = resolve
      })
      this.#wake = undefined
    }
  }
}
