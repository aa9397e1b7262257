// An agent's PostgreSQL pools as a process of their own, for the fault tests: a crash shows as
// the process ending. argv: connection URL, queue name. It opens a call store and an executor
// (whose cancel sender opens a pool on its first cancel), uses both, and says "ready". Each
// line "again" on stdin uses them once more and answers "ok" or "failed: <message>". Whatever
// reaches the observer is said as "reported: <message>: <error message>".
import { createInterface } from 'node:readline'
import type { ToolObserver } from '@polytool/core'
import { createCallStore } from '../call-store'
import { createBullMQExecutor } from '../executor'

const [url, queueName] = process.argv.slice(2) as [string, string]
const observer: ToolObserver = {
  log: (_level, message, fields) => {
    const error = (fields as { error?: { message?: unknown } } | undefined)?.error
    process.stdout.write(`reported: ${message}: ${String(error?.message)}\n`)
  },
}
const store = createCallStore({ connection: url, name: queueName, observer })
const executor = createBullMQExecutor({ connection: url, queueName, observer })

const useThem = async () => {
  await store.save('conv_pool', { version: 1, calls: [] })
  await store.load('conv_pool')
  await executor.cancel('call_pool', 'checking the pool')
}

await executor.ready()
await useThem()
process.stdout.write('ready\n')
for await (const line of createInterface({ input: process.stdin })) {
  if (line !== 'again') continue
  try {
    await useThem()
    process.stdout.write('ok\n')
  } catch (error) {
    process.stdout.write(`failed: ${(error as Error).message}\n`)
  }
}
