import type { Readable, Writable } from 'node:stream'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import { type JSONRPCMessage, JSONRPCMessageSchema } from '@modelcontextprotocol/sdk/types.js'

/** The default `maxLineBytes`: 4 MiB, like the SDK's limit on an HTTP request body. */
export const DEFAULT_MAX_LINE_BYTES = 4 * 1024 * 1024

/** Where the transport reads and writes, and how long one message line may be. */
export interface LineLimitedStdioOptions {
  /** Longest message line, in bytes; a longer one is dropped and logged. Default 4 MiB. */
  readonly maxLineBytes?: number
  readonly stdin?: Readable
  readonly stdout?: Writable
  /** Where a dropped or unreadable line is reported. Default `console.error` (stderr). */
  readonly log?: (line: string) => void
}

// The SDK's client writes a request as {"method":…,"jsonrpc":"2.0","id":…}: the first and last
// bytes of a dropped line tell a request, and its id, from a response or a notification.
const EDGE_BYTES = 96
const REQUEST_START = /^\s*\{"method":/
const TRAILING_ID = /"id":(-?\d{1,16}|"[^"\\]{0,64}")\}\s*$/

/**
 * The server side of MCP's stdio transport, reading one JSON-RPC message per line like the
 * SDK's `StdioServerTransport`, but with a limit on a line: an oversized line is dropped and
 * logged, its request (when its id can be read) gets a JSON-RPC error, and the server goes on.
 * The SDK's transport closes the connection instead, which ends a stdio server.
 */
export class LineLimitedStdioServerTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void
  onerror?: (error: Error) => void
  onclose?: () => void

  readonly #maxLineBytes: number
  readonly #stdin: Readable
  readonly #stdout: Writable
  readonly #log: (line: string) => void
  #pieces: Buffer[] = []
  #lineBytes = 0
  #head = Buffer.alloc(0)
  #tail = Buffer.alloc(0)

  constructor(options: LineLimitedStdioOptions = {}) {
    this.#maxLineBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES
    this.#stdin = options.stdin ?? process.stdin
    this.#stdout = options.stdout ?? process.stdout
    this.#log = options.log ?? ((line) => console.error(line))
  }

  async start(): Promise<void> {
    this.#stdin.on('data', this.#onData)
    this.#stdin.on('error', this.#onError)
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const line = `${JSON.stringify(message)}\n`
    if (this.#stdout.write(line)) return
    await new Promise<void>((resolve) => this.#stdout.once('drain', resolve))
  }

  async close(): Promise<void> {
    this.#stdin.off('data', this.#onData)
    this.#stdin.off('error', this.#onError)
    if (this.#stdin.listenerCount('data') === 0) this.#stdin.pause()
    this.#pieces = []
    this.onclose?.()
  }

  readonly #onError = (error: Error) => this.onerror?.(error)

  readonly #onData = (chunk: Buffer) => {
    let start = 0
    while (start < chunk.length) {
      const newline = chunk.indexOf(0x0a, start)
      this.#take(chunk.subarray(start, newline === -1 ? chunk.length : newline))
      if (newline === -1) return
      this.#endLine()
      start = newline + 1
    }
  }

  // Past the limit only the byte count and the line's first and last bytes are kept.
  #take(piece: Buffer): void {
    const wasWithin = this.#lineBytes <= this.#maxLineBytes
    this.#lineBytes += piece.length
    if (this.#lineBytes <= this.#maxLineBytes) {
      this.#pieces.push(piece)
      return
    }
    if (wasWithin) {
      const start = Buffer.concat([...this.#pieces, piece])
      this.#head = start.subarray(0, EDGE_BYTES)
      this.#tail = start.subarray(-EDGE_BYTES)
      this.#pieces = []
      return
    }
    this.#tail = Buffer.concat([this.#tail, piece.subarray(-EDGE_BYTES)]).subarray(-EDGE_BYTES)
  }

  #endLine(): void {
    const bytes = this.#lineBytes
    const line = bytes <= this.#maxLineBytes ? Buffer.concat(this.#pieces).toString('utf8') : ''
    const edges = [this.#head.toString('utf8'), this.#tail.toString('utf8')] as const
    this.#pieces = []
    this.#lineBytes = 0
    this.#head = Buffer.alloc(0)
    this.#tail = Buffer.alloc(0)
    if (bytes > this.#maxLineBytes) this.#refuse(bytes, ...edges)
    else if (line.trim() !== '') this.#deliver(line)
  }

  #refuse(bytes: number, head: string, tail: string): void {
    const reason = `Message of ${bytes} bytes is over this server's limit of ${this.#maxLineBytes} bytes (maxLineBytes)`
    this.#log(`Dropped a stdio line: ${reason}`)
    const id = REQUEST_START.test(head) ? TRAILING_ID.exec(tail)?.[1] : undefined
    if (id === undefined) return
    void this.send({
      jsonrpc: '2.0',
      id: JSON.parse(id) as string | number,
      error: { code: -32600, message: reason },
    })
  }

  #deliver(line: string): void {
    let message: JSONRPCMessage
    try {
      message = JSONRPCMessageSchema.parse(JSON.parse(line.replace(/\r$/, '')))
    } catch {
      this.#log(`Dropped a stdio line of ${line.length} characters that is not a JSON-RPC message`)
      this.onerror?.(new Error('Received a line that is not a JSON-RPC message'))
      return
    }
    this.onmessage?.(message)
  }
}
