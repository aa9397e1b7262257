// Reads vitest's JSON report and prints the one closing line CI is judged by.
import { readFileSync } from 'node:fs'

const [reportPath, runnerStatus] = process.argv.slice(2)
let report
try {
  report = JSON.parse(readFileSync(reportPath, 'utf8'))
} catch (error) {
  console.log(`No test report at ${reportPath}: ${error.message}`)
  console.log('0 passed, 1 failed')
  process.exit(1)
}
const passed = report.numPassedTests ?? 0
// A test file that fails to load has no failed test in it, yet it is a failure.
const failed =
  (report.numFailedTests ?? 0) +
  (report.numFailedTestSuites ?? 0) -
  failedSuitesWithFailedTests(report)
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 || passed === 0 || Number(runnerStatus) !== 0 ? 1 : 0)

function failedSuitesWithFailedTests({ testResults = [] }) {
  return testResults.filter(
    (file) =>
      file.status === 'failed' && file.assertionResults.some((test) => test.status === 'failed'),
  ).length
}
