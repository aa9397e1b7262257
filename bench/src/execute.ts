import type { StandardSchemaV1 } from '@polytool/core'
import { type BenchReport, compare, formatNs } from './measure'
import {
  weatherInput as input,
  weather,
  weatherSchemas,
  weatherTool,
  weatherToolOf,
} from './weather-schemas'

const LIMIT = 1.15

/**
 * `tool.execute` against the floor: the shortest code a user could write by hand with the same
 * validators and `execute` (validate the input, stop on issues, run, validate the output). The
 * target is on the tool as the docs write it, with the `createTool` of the library's adapter
 * package; the same schemas given unbound to core's `createTool` are shown beside it, and
 * pay for looking for promises in every validated value (no adapter says the schema makes none).
 */
export async function run(): Promise<BenchReport> {
  const report: BenchReport = {
    name: 'tool.execute vs. validate + execute (floor)',
    lines: [],
    targets: [],
  }
  for (const [library, schemas] of Object.entries(weatherSchemas)) {
    const tool = weatherToolOf(library as keyof typeof weatherSchemas)
    const unbound = weatherTool(schemas)
    const inputSchema = schemas.input as StandardSchemaV1<typeof input, typeof input>
    const outputSchema = schemas.output as StandardSchemaV1
    const floor = async () => {
      const parsed = await inputSchema['~standard'].validate(input)
      if (parsed.issues) return parsed
      const output = await weather(parsed.value)
      return outputSchema['~standard'].validate(output)
    }
    const { times, ratios } = await compare(
      { floor, tool: () => tool.execute(input), unbound: () => unbound.execute(input) },
      { rounds: 101, callsPerRound: 1_000, warmupRounds: 10 },
    )
    const ratio = ratios.tool!
    report.lines.push(
      `${library.padEnd(8)} floor ${formatNs(times.floor!).padStart(10)}  tool.execute ${formatNs(times.tool!).padStart(10)}  ratio ${ratio.toFixed(3)}x  (unbound schemas ${formatNs(times.unbound!)}, ${ratios.unbound!.toFixed(3)}x)`,
    )
    report.targets.push({
      label: `${library}: tool.execute / floor`,
      measured: ratio,
      limit: LIMIT,
      met: ratio <= LIMIT,
    })
  }
  return report
}
