import type { ChunkStream } from '../chunk-stream'
import type { ToolChunk } from '../chunks'
import type { ToolCallRuntime } from '../runtime'

/** Streams one call's arguments into a runtime, cut into pieces of `pieceSize` characters. */
export function streamCall(
  runtime: ToolCallRuntime,
  toolCallId: string,
  toolName: string,
  argumentsText: string,
  pieceSize = 3,
): void {
  runtime.push({ type: 'tool-input-start', toolCallId, toolName })
  for (const piece of cutText(argumentsText, pieceSize)) {
    runtime.push({ type: 'tool-input-delta', toolCallId, inputTextDelta: piece })
  }
  runtime.push({ type: 'tool-input-end', toolCallId })
}

/** Cuts a text into pieces of `size` characters. */
export function cutText(text: string, size: number): string[] {
  const pieces: string[] = []
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size))
  return pieces
}

/** Every chunk of a stream, once the runtime is closed. */
export async function readAll(stream: ChunkStream): Promise<ToolChunk[]> {
  const chunks: ToolChunk[] = []
  for await (const chunk of stream) chunks.push(chunk)
  return chunks
}

/** A promise with its resolve function, for tests that decide when something finishes. */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
