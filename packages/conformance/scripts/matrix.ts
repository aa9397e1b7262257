import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { collectMatrix, renderMatrix, type VitestJsonReport } from '../src/matrix'

// Runs the adapters' conformance suites and type tests, and writes docs/conformance.md from
// the results. Usage: matrix [project ...] (default: zod valibot arktype).
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const projects =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['zod', 'valibot', 'arktype']
// A project can hold several suites, which get adjacent columns: the zod project runs classic
// Zod and Zod mini. Suites not listed here come last, in report order.
const suitesOfProject: ReadonlyMap<string, readonly string[]> = new Map([
  ['zod', ['zod', 'zod-mini']],
])
const columns = projects.flatMap((project) => suitesOfProject.get(project) ?? [project])
const reportFile = join(mkdtempSync(join(tmpdir(), 'conformance-')), 'report.json')

const run = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=json',
    `--outputFile=${reportFile}`,
  ],
  { cwd: root, stdio: 'inherit' },
)

let report: VitestJsonReport
try {
  report = JSON.parse(readFileSync(reportFile, 'utf8')) as VitestJsonReport
} catch (error) {
  console.error(`vitest wrote no report (exit code ${run.status}): ${String(error)}`)
  process.exit(1)
}

const target = join(root, 'docs/conformance.md')
mkdirSync(dirname(target), { recursive: true })
const matrix = collectMatrix(report)
writeFileSync(target, renderMatrix(matrix, columns))
const failing = [...matrix.values()]
  .flatMap((cases) => [...cases.values()])
  .filter((cell) => cell.status === 'fail')
console.log(`Wrote ${target}: ${failing.length} failing cell(s).`)
process.exitCode = failing.length === 0 && run.status === 0 ? 0 : 1
