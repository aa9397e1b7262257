import type { BenchReport } from './measure'

// Each bench module exports `run(): Promise<BenchReport>`; add new ones to this list.
const benches: Array<() => Promise<{ run: () => Promise<BenchReport> }>> = [
  () => import('./execute'),
  () => import('./execute-otel'),
  () => import('./streaming'),
  () => import('./json-schema'),
  () => import('./provider-tools'),
  () => import('./schema-limits'),
  () => import('./distributed'),
]

let failed = 0
for (const load of benches) {
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
process.exitCode = failed === 0 ? 0 : 1
