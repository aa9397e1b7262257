import type { ToolChunk } from './chunks'

// Past this many read or dropped places at the front, the unread chunks move to a new array
// (when they are at most as many): amortised O(1) per chunk, and the array never holds more
// than twice its unread chunks' places.
const COMPACT_AFTER = 1024

/**
 * A stream of chunks for one reader: chunks are kept until read, at most `maxUnread` of them
 * (the runtime's `maxUnreadChunks`, 10,000 by default). When a chunk arrives with that many
 * unread, the oldest unread chunk is dropped and counted in `dropped`: a stream nobody reads
 * keeps a bounded number of chunks, however long the calls stream, and a reader that falls that
 * far behind misses the oldest chunks rather than holding the runtime's memory. Iteration ends
 * once the runtime is closed and every kept chunk was read.
 *
 * @example
 * ```ts fragment
 * import { ChunkStream, type ToolCallRuntime, type ToolChunk } from '@polytool/core'
 *
 * declare const runtime: ToolCallRuntime
 * declare function render(chunk: ToolChunk): void
 *
 * for await (const chunk of runtime.display) render(chunk)
 * ```
 */
export class ChunkStream implements AsyncIterable<ToolChunk> {
  // The unread chunks are `#chunks[#head]` on; the places before are read or dropped.
  #chunks: (ToolChunk | undefined)[] = []
  #head = 0
  #dropped = 0
  #closed = false
  #reading = false
  #wake: (() => void) | undefined
  readonly #maxUnread: number
  readonly #onFirstDrop: (() => void) | undefined

  /**
   * @param maxUnread - Most chunks kept unread; a positive integer or `Infinity`.
   * @param onFirstDrop - Called once, when the stream first drops a chunk.
   */
  constructor(maxUnread = Number.POSITIVE_INFINITY, onFirstDrop?: () => void) {
    this.#maxUnread = maxUnread
    this.#onFirstDrop = onFirstDrop
  }

  /** How many chunks wait to be read. At most `maxUnreadChunks`. */
  get unread(): number {
    return this.#chunks.length - this.#head
  }

  /** How many chunks were dropped unread, the stream holding as many unread as it keeps. */
  get dropped(): number {
    return this.#dropped
  }

  /**
   * Adds a chunk, dropping the oldest unread one when full; ignored once the stream is closed.
   *
   * @param chunk - The chunk for the reader.
   */
  push(chunk: ToolChunk): void {
    if (this.#closed) return
    if (this.unread >= this.#maxUnread) this.#dropOldest()
    this.#chunks.push(chunk)
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
      while (this.#head < this.#chunks.length) yield this.#takeOldest()
      // Everything was read: a fresh array lets the grown one go.
      this.#chunks = []
      this.#head = 0
      if (this.#closed) return
      await new Promise<void>((resolve) => {
        this.#wake = resolve
      })
      this.#wake = undefined
    }
  }

  #takeOldest(): ToolChunk {
    const chunk = this.#chunks[this.#head]!
    // The place lets go of the chunk: the reader holds it now.
    this.#chunks[this.#head++] = undefined
    this.#compact()
    return chunk
  }

  #dropOldest(): void {
    this.#chunks[this.#head++] = undefined
    if (this.#dropped++ === 0) this.#onFirstDrop?.()
    this.#compact()
  }

  // A reader that never quite catches up, or none at all, would otherwise leave the array
  // growing by one empty place per chunk.
  #compact(): void {
    if (this.#head >= COMPACT_AFTER && this.#head * 2 >= this.#chunks.length) {
      this.#chunks = this.#chunks.slice(this.#head)
      this.#head = 0
    }
  }
}
