import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { collectMatrix, renderMatrix, type VitestJsonReport } from '../src/matrix'
import { discoverConformanceProjects } from './discover-suites'

// Runs the adapters' conformance suites and type tests, and writes docs/conformance.md from
// the results. Usage: matrix [project ...] (default: every workspace package whose tests call
// `describeConformance`).
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const discovered = discoverConformanceProjects(root)
const projects =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : discovered.map((found) => found.project)
// A project can hold several suites, which get adjacent columns: the zod project runs classic
// Zod and Zod mini.
const suitesOfProject = new Map(discovered.map((found) => [found.project, found.suites]))
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
