import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import { oversizedRequest } from './oversized-request'

/** The default `maxLineBytes`: 4 MiB, like the SDK's limit on an HTTP request body. */
export const DEFAULT_MAX_LINE_BYTES = 4 * 1024 * 1024

/** Where the transport reads: Node's `process.stdin`, or any `Readable` of bytes. */
export interface StdioInput {
  /** Adds a listener for incoming data or a read error. */
  on(event: 'data' | 'error', listener: (...args: any[]) => void): unknown
  /** Removes a listener added with `on`. */
  off(event: 'data' | 'error', listener: (...args: any[]) => void): unknown
  /** How many data listeners remain: the stream is paused when none does. */
  listenerCount(event: 'data'): number
  /** Stops reading. */
  pause(): unknown
}

/** Where the transport writes: Node's `process.stdout`, or any `Writable`. */
export interface StdioOutput {
  /** Writes one message line; `false` means wait for `drain`. */
  write(chunk: string): boolean
  /** Calls `listener` once the output can take more. */
  once(event: 'drain', listener: () => void): unknown
}

/** Where `LineLimitedStdioServerTransport` reads and writes, and how long one line may be. */
export interface LineLimitedStdioOptions {
  /** Longest message line, in bytes; a longer one is dropped and logged. Default 4 MiB. */
  readonly maxLineBytes?: number
  /** Default `process.stdin`. */
  readonly stdin?: StdioInput
  /** Default `process.stdout`. */
  readonly stdout?: StdioOutput
  /** Where a dropped or unreadable line is reported. Default `console.error` (stderr). */
  readonly log?: (line: string) => void
}

// Of an oversized line only its first and last bytes are kept, to find its request's id.
const EDGE_BYTES = 4_096
const EMPTY = new Uint8Array(0)

/**
 * The line-limited stdio transport of either SDK generation; each generation's
 * `LineLimitedStdioServerTransport` gives it that generation's JSON-RPC message check.
 */
export abstract class LineLimitedStdio implements Transport {
  onmessage?: (message: JSONRPCMessage) => void
  onerror?: (error: Error) => void
  onclose?: () => void

  readonly #maxLineBytes: number
  readonly #stdin: StdioInput
  readonly #stdout: StdioOutput
  readonly #log: (line: string) => void
  readonly #decoder = new TextDecoder()
  #pieces: Uint8Array[] = []
  #lineBytes = 0
  #head: Uint8Array = EMPTY
  #tail: Uint8Array = EMPTY

  /**
   * @param options - `maxLineBytes`, the streams (default `process.stdin` and `process.stdout`)
   *   and where dropped lines are logged.
   */
  constructor(options: LineLimitedStdioOptions = {}) {
    const maxLineBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES
    if (!Number.isSafeInteger(maxLineBytes) || maxLineBytes < 1)
      throw new TypeError(
        `Expected maxLineBytes to be a positive integer, received ${maxLineBytes}`,
      )
    const process = (globalThis as { process?: { stdin: StdioInput; stdout: StdioOutput } }).process
    const stdin = options.stdin ?? process?.stdin
    const stdout = options.stdout ?? process?.stdout
    if (stdin === undefined || stdout === undefined)
      throw new TypeError('Expected stdin and stdout streams: this runtime has no process.stdin')
    this.#maxLineBytes = maxLineBytes
    this.#stdin = stdin
    this.#stdout = stdout
    this.#log = options.log ?? ((line) => console.error(line))
  }

  /**
   * Starts reading stdin; the SDK calls it from `connect`.
   * @returns once the listeners are in place.
   */
  async start(): Promise<void> {
    this.#stdin.on('data', this.#onData)
    this.#stdin.on('error', this.#onError)
  }

  /**
   * Writes one message as a line, waiting for the stream to drain when it is full.
   * @param message - The JSON-RPC message to send.
   * @returns once the line is written or buffered.
   */
  async send(message: JSONRPCMessage): Promise<void> {
    const line = `${JSON.stringify(message)}\n`
    if (this.#stdout.write(line)) return
    await new Promise<void>((resolve) => this.#stdout.once('drain', resolve))
  }

  /**
   * Stops reading stdin (pausing it when no one else reads) and forgets a partial line.
   * @returns once closed.
   */
  async close(): Promise<void> {
    this.#stdin.off('data', this.#onData)
    this.#stdin.off('error', this.#onError)
    if (this.#stdin.listenerCount('data') === 0) this.#stdin.pause()
    this.#pieces = []
    this.onclose?.()
  }

  readonly #onError = (error: Error) => this.onerror?.(error)

  readonly #onData = (data: Uint8Array | string) => {
    const chunk = typeof data === 'string' ? new TextEncoder().encode(data) : data
    let start = 0
    while (start < chunk.length) {
      const newline = chunk.indexOf(0x0a, start)
      this.#take(chunk.subarray(start, newline === -1 ? chunk.length : newline))
      if (newline === -1) return
      this.#endLine()
      start = newline + 1
    }
  }

  // Past the limit only the byte count and copies of the line's first and last bytes are kept.
  #take(piece: Uint8Array): void {
    const wasWithin = this.#lineBytes <= this.#maxLineBytes
    this.#lineBytes += piece.length
    if (this.#lineBytes <= this.#maxLineBytes) {
      this.#pieces.push(piece)
      return
    }
    if (wasWithin) {
      const start = concat([...this.#pieces, piece])
      this.#head = start.slice(0, EDGE_BYTES)
      this.#tail = start.slice(-EDGE_BYTES)
      this.#pieces = []
      return
    }
    this.#tail = concat([this.#tail, piece.subarray(-EDGE_BYTES)]).slice(-EDGE_BYTES)
  }

  #endLine(): void {
    const bytes = this.#lineBytes
    const line = bytes <= this.#maxLineBytes ? this.#decoder.decode(concat(this.#pieces)) : ''
    const head = this.#decoder.decode(this.#head)
    const tail = this.#decoder.decode(this.#tail)
    this.#pieces = []
    this.#lineBytes = 0
    this.#head = EMPTY
    this.#tail = EMPTY
    if (bytes > this.#maxLineBytes) this.#refuse(bytes, head, tail)
    else if (line.trim() !== '') this.#deliver(line)
  }

  #refuse(bytes: number, head: string, tail: string): void {
    const reason = `Message of ${bytes} bytes is over this server's limit of ${this.#maxLineBytes} bytes (maxLineBytes)`
    this.#log(`Dropped a stdio line: ${reason}`)
    const { id } = oversizedRequest(head, tail)
    if (id === undefined) return
    void this.send({ jsonrpc: '2.0', id, error: { code: -32600, message: reason } })
  }

  /** The generation's check of a parsed line; throws when it is not a JSON-RPC message. */
  protected abstract parseMessage(value: unknown): JSONRPCMessage

  #deliver(line: string): void {
    let message: JSONRPCMessage
    try {
      message = this.parseMessage(JSON.parse(line.replace(/\r$/, '')))
    } catch {
      this.#log(`Dropped a stdio line of ${line.length} characters that is not a JSON-RPC message`)
      this.onerror?.(new Error('Received a line that is not a JSON-RPC message'))
      return
    }
    this.onmessage?.(message)
  }
}

function concat(pieces: readonly Uint8Array[]): Uint8Array {
  if (pieces.length === 1) return pieces[0]!
  let length = 0
  for (const piece of pieces) length += piece.length
  const joined = new Uint8Array(length)
  let at = 0
  for (const piece of pieces) {
    joined.set(piece, at)
    at += piece.length
  }
  return joined
}
