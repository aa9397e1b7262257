import { createTool, type StandardSchemaV1 } from '@polytool/core'
import { type BenchReport, compare, formatNs } from './measure'
import { weatherSchemas } from './weather-schemas'

const LIMIT = 1.15
const input = { location: 'Paris', days: 3 }
const weather = async ({ location }: { location: string }) => ({
  location,
  temperatureCelsius: 21,
  conditions: 'sunny',
})

async function validate(schema: StandardSchemaV1, value: unknown): Promise<unknown> {
  const result = await schema['~standard'].validate(value)
  if (result.issues) throw new Error('invalid')
  return result.value
}

/** `tool.execute` against the floor: the same validators and `execute`, called directly. */
export async function run(): Promise<BenchReport> {
  const report: BenchReport = {
    name: 'tool.execute vs. validate + execute (floor)',
    lines: [],
    targets: [],
  }
  for (const [library, schemas] of Object.entries(weatherSchemas)) {
    const tool = createTool({
      id: 'weather-tool',
      description: 'Get the current weather for a location',
      inputSchema: schemas.input as StandardSchemaV1<typeof input, typeof input>,
      outputSchema: schemas.output as StandardSchemaV1<
        Awaited<ReturnType<typeof weather>>,
        Awaited<ReturnType<typeof weather>>
      >,
      execute: weather,
    })
    const floor = async () => {
      const validInput = (await validate(schemas.input, input)) as typeof input
      return validate(schemas.output, await weather(validInput))
    }
    const times = await compare({ floor, tool: () => tool.execute!(input) })
    const ratio = times.tool! / times.floor!
    report.lines.push(
      `${library.padEnd(8)} floor ${formatNs(times.floor!).padStart(10)}  tool.execute ${formatNs(times.tool!).padStart(10)}  ratio ${ratio.toFixed(3)}x`,
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
