import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

// Attacks the answer owed to an oversized request: a client that writes the id first (as most
// JSON-RPC clients outside the TypeScript SDK do) must get its error too, not wait forever.
const exampleDirectory = fileURLToPath(new URL('..', import.meta.url))
const serverFile = fileURLToPath(new URL('./server.ts', import.meta.url))
const server = spawn(
  process.execPath,
  ['--import', 'tsx', '--conditions=@polytool/source', serverFile],
  { cwd: exampleDirectory, stdio: ['pipe', 'pipe', 'pipe'] },
)
const lines = createInterface({ input: server.stdout })
const answers = new Map<unknown, (message: Record<string, unknown>) => void>()
lines.on('line', (line) => {
  const message = JSON.parse(line) as Record<string, unknown>
  answers.get(message.id)?.(message)
})

function answerTo(id: unknown, line: string): Promise<Record<string, unknown>> {
  const answered = new Promise<Record<string, unknown>>((resolve) => answers.set(id, resolve))
  server.stdin.write(`${line}\n`)
  return answered
}

afterAll(() => {
  server.kill()
})

describe('the example stdio server, written to in raw JSON-RPC', () => {
  it('answers a 5 MiB request with its id when the id comes first, and keeps serving', {
    timeout: 30_000,
  }, async () => {
    const initialize = await answerTo(
      0,
      JSON.stringify({
        jsonrpc: '2.0',
        id: 0,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'raw', version: '1.0.0' },
        },
      }),
    )
    expect(initialize).toHaveProperty('result')
    server.stdin.write(
      `${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`,
    )
    const huge = 'x'.repeat(5 * 1024 * 1024)
    const refused = await answerTo(
      'first-id',
      `{"jsonrpc":"2.0","id":"first-id","method":"tools/call","params":{"name":"weather","arguments":{"city":"${huge}"}}}`,
    )
    expect(refused).toMatchObject({ id: 'first-id', error: { code: -32600 } })
    const after = await answerTo(
      2,
      JSON.stringify({
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'weather', arguments: { city: 'Paris' } },
      }),
    )
    expect(after).toMatchObject({ result: { structuredContent: { city: 'Paris' } } })
  })
})
