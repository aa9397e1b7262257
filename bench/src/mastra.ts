import { RequestContext } from '@mastra/core/request-context'
import { createTool as createMastraTool } from '@mastra/core/tools'
import { makeCoreTool } from '@mastra/core/utils'
import { toMastraTool } from '@polytool/mastra'
import { type BenchReport, compare, formatNs } from './measure'
import { weatherInput as input, weather, weatherSchemas, weatherToolOf } from './weather-schemas'

const LIMIT = 1.1

/** What Mastra's agent loop passes a tool call besides the arguments. */
const call = { toolCallId: 'call_1', messages: [] }

type CoreTool = { execute: (args: unknown, options: typeof call) => Promise<unknown> }

// What Mastra's agent does with each tool it is given: build the AI SDK tool whose `execute` its
// loop calls (input validation, Mastra's context, `execute`, output validation).
function coreTool(tool: unknown): CoreTool {
  return makeCoreTool(
    tool as never,
    { name: 'weather-tool', requestContext: new RequestContext(), logger: silentLogger } as never,
    'tool',
  ) as unknown as CoreTool
}

const silentLogger = new Proxy({}, { get: () => () => {} })

/**
 * One tool call through Mastra's own tool-invocation path (`makeCoreTool`, what `Agent` runs):
 * a tool written with Mastra's `createTool` and Zod against the same polytool tool bridged by
 * `toMastraTool`, the same schemas and `execute`, made with `@polytool/zod`'s `createTool` as the
 * docs write it.
 */
export async function run(): Promise<BenchReport> {
  const report: BenchReport = {
    name: 'Mastra: toMastraTool vs. Mastra createTool (same Zod schemas, same call path)',
    lines: [],
    targets: [],
  }
  const { input: inputSchema, output: outputSchema } = weatherSchemas.zod
  const mastra = coreTool(
    createMastraTool({
      id: 'weather-tool',
      description: 'Get the current weather for a location',
      inputSchema,
      outputSchema,
      execute: weather,
    }),
  )
  const bridged = coreTool(toMastraTool(weatherToolOf('zod')))
  const { times, ratios } = await compare(
    { mastra: () => mastra.execute(input, call), bridged: () => bridged.execute(input, call) },
    { rounds: 51, callsPerRound: 500, warmupRounds: 8 },
  )
  const ratio = ratios.bridged!
  // `pnpm bench` runs on Node 20: Mastra's agent needs Node 22.13, its tool path loads on 20.
  report.lines.push(
    `Node ${process.versions.node}; @mastra/core declares Node >= 22.13, and its tool-invocation path (makeCoreTool) runs here`,
  )
  report.lines.push(
    `zod      Mastra createTool ${formatNs(times.mastra!).padStart(10)}  toMastraTool ${formatNs(times.bridged!).padStart(10)}  ratio ${ratio.toFixed(3)}x`,
  )
  report.targets.push({
    label: 'zod: toMastraTool / Mastra createTool',
    measured: ratio,
    limit: LIMIT,
    met: ratio <= LIMIT,
  })
  return report
}
