// Reads vitest's JSON reports and prints the one closing line CI is judged by.
// Usage: node .ci/summary.mjs <runner exit status> <report.json>...
import { readFileSync } from 'node:fs'

const [runnerStatus, ...reportPaths] = process.argv.slice(2)
let passed = 0
let failed = 0
let skipped = 0
for (const reportPath of reportPaths) {
  let report
  try {
    report = JSON.parse(readFileSync(reportPath, 'utf8'))
  } catch (error) {
    console.log(`No test report at ${reportPath}: ${error.message}`)
    failed++
    continue
  }
  passed += report.numPassedTests ?? 0
  // A test file that fails to load has no failed test in it, yet it is a failure. (vitest's
  // numFailedTestSuites counts describe blocks too, so the files are counted here.)
  failed += (report.numFailedTests ?? 0) + unloadedFiles(report).length
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  listTests(report, 'failed', 'FAILED')
  listTests(report, 'pending', 'SKIPPED')
  listTests(report, 'todo', 'TODO')
  listUnloadedFiles(report)
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 || passed === 0 || Number(runnerStatus) !== 0 ? 1 : 0)

function unloadedFiles({ testResults = [] }) {
  return testResults.filter(
    (file) =>
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  )
}

// The closing line says how many; these say which, so a red run can be read without rerunning it.
function listTests({ testResults = [] }, status, label) {
  for (const file of testResults) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === status) console.log(`[ci] ${label}: ${file.name} > ${test.fullName}`)
    }
  }
}

function listUnloadedFiles(report) {
  for (const file of unloadedFiles(report)) {
    console.log(`[ci] FAILED to load: ${file.name}: ${String(file.message ?? '').slice(0, 500)}`)
  }
}
