import { fromJsonSchema, SchemaLimitError } from '@polytool/json-schema'
import type { BenchReport } from './measure'

// Patterns at the default maxPatternComplexity (10,000), the constructs that cost RE2 the most
// time per instruction: alternatives of long repeats, open upper bounds, Unicode classes.
const AT_LIMIT: Record<string, string> = {
  'alternatives of a{1000}': Array.from(
    { length: 9 },
    (_, index) => `${String.fromCharCode(97 + index)}{1000}`,
  ).join('|'),
  'open bounds [a-z]{1,1000} × 4': '[a-z]{1,1000}'.repeat(4),
  'Unicode classes \\p{L}{1000} × 9': '\\p{L}{1000}'.repeat(9),
  'literal of 8,000 characters': 'x'.repeat(8_000),
}
const ROUNDS = 5
const PATTERN_LIMIT_MS = 250
const REFUSAL_LIMIT_MS = 5
const SCHEMA_LIMIT_MS = 5_000

/**
 * Compile time of hostile patterns: one pattern at the complexity limit, one schema at the
 * total limit (each of its patterns different), and the refusal of a pattern past the limit,
 * which must cost no compiling at all. Median of a few fresh schemas each, in ms.
 */
export async function run(): Promise<BenchReport> {
  const report: BenchReport = {
    name: 'Schema patterns: bounded compile time',
    lines: [],
    targets: [],
  }
  const target = (label: string, measured: number, limit: number) =>
    report.targets.push({ label, measured, limit, met: measured <= limit })
  for (const [name, pattern] of Object.entries(AT_LIMIT)) {
    const ms = median(() => fromJsonSchema({ type: 'string', pattern }))
    report.lines.push(`${name}: ${ms.toFixed(1)} ms`)
    target(`one pattern at the limit, ${name} (ms)`, ms, PATTERN_LIMIT_MS)
  }
  const refusal = median(() => refuse({ type: 'string', pattern: 'a{1000}'.repeat(1_000) }))
  report.lines.push(
    `a pattern of 1,000,000 estimated instructions, refused: ${refusal.toFixed(2)} ms`,
  )
  target('refusing a pattern past the limit (ms)', refusal, REFUSAL_LIMIT_MS)
  let round = 0
  const schema = median(() => {
    round++
    const properties = Object.fromEntries(
      Array.from({ length: 25 }, (_, index) => [
        `p${index}`,
        { type: 'string', pattern: `^${round}_${index}${'[a-z]{1,1000}'.repeat(4)}$` },
      ]),
    )
    refuse({ type: 'object', properties })
  }, 3)
  report.lines.push(
    `one schema of 25 patterns, 200,000 estimated instructions: ${schema.toFixed(0)} ms`,
  )
  target('one schema at maxTotalPatternComplexity (ms)', schema, SCHEMA_LIMIT_MS)
  return report
}

function refuse(schema: Record<string, unknown>): void {
  try {
    fromJsonSchema(schema)
  } catch (error) {
    if (!(error instanceof SchemaLimitError)) throw error
  }
}

function median(work: () => unknown, rounds = ROUNDS): number {
  const times: number[] = []
  for (let index = 0; index < rounds; index++) {
    const start = performance.now()
    work()
    times.push(performance.now() - start)
  }
  return times.sort((a, b) => a - b)[Math.floor(rounds / 2)]!
}
