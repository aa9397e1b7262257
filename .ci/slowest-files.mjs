// Prints the test files that took longest in a vitest JSON report, so CI's log shows where its
// time goes. Usage: node .ci/slowest-files.mjs <report.json> [how many, default 15]
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'

const [reportPath, howMany = '15'] = process.argv.slice(2)
const report = JSON.parse(readFileSync(reportPath, 'utf8'))
const files = (report.testResults ?? [])
  .map(({ name, startTime, endTime }) => ({
    name: relative(process.cwd(), name),
    ms: endTime - startTime,
  }))
  .sort((a, b) => b.ms - a.ms)
  .slice(0, Number(howMany))
console.log(`[ci] the ${files.length} slowest test files:`)
for (const { name, ms } of files)
  console.log(`[ci]   ${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`)
