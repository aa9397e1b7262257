import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import type { StdioInput, StdioOutput } from '../server/line-limited-stdio'
import { LineLimitedStdioServerTransport } from '../server/line-limited-stdio-v1'
import { LineLimitedStdioServerTransport as LineLimitedStdioV2 } from '../v2/line-limited-stdio'

/** The transport of each SDK generation, for `describe.each`. */
export const stdioTransports = [
  { name: 'v1', Transport: LineLimitedStdioServerTransport },
  { name: 'v2', Transport: LineLimitedStdioV2 },
] as const

/** An in-memory stdin: `write` hands bytes to the transport's listeners at once. */
class FakeInput implements StdioInput {
  readonly listeners = { data: new Set<(chunk: Uint8Array) => void>(), error: new Set() }
  paused = false
  on(event: 'data' | 'error', listener: (...args: any[]) => void) {
    this.listeners[event].add(listener)
  }
  off(event: 'data' | 'error', listener: (...args: any[]) => void) {
    this.listeners[event].delete(listener)
  }
  listenerCount(event: 'data') {
    return this.listeners[event].size
  }
  pause() {
    this.paused = true
  }
  write(text: string | Uint8Array) {
    const chunk = typeof text === 'string' ? new TextEncoder().encode(text) : text
    for (const listener of this.listeners.data) listener(chunk)
  }
}

/** An in-memory stdout keeping every line written. */
class FakeOutput implements StdioOutput {
  text = ''
  write(chunk: string) {
    this.text += chunk
    return true
  }
  once() {}
}

/** A transport over in-memory streams, with what it delivered, wrote and logged. */
export async function openFakeStdio(
  maxLineBytes?: number,
  Transport:
    | typeof LineLimitedStdioServerTransport
    | typeof LineLimitedStdioV2 = LineLimitedStdioServerTransport,
) {
  const stdin = new FakeInput()
  const stdout = new FakeOutput()
  const logs: string[] = []
  const transport = new Transport({
    ...(maxLineBytes === undefined ? {} : { maxLineBytes }),
    stdin,
    stdout,
    log: (line) => logs.push(line),
  })
  const delivered: JSONRPCMessage[] = []
  transport.onmessage = (message: JSONRPCMessage) => delivered.push(message)
  await transport.start()
  const written = () =>
    stdout.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as JSONRPCMessage)
  return { stdin, transport, delivered, logs, written }
}
