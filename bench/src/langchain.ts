import { tool } from '@langchain/core/tools'
import { toLangChainTools } from '@polytool/langchain'
import { type BenchReport, compare, formatNs } from './measure'
import { weatherInput as input, weather, weatherSchemas, weatherToolOf } from './weather-schemas'

const LIMIT = 1.1

/**
 * One tool call through LangChain's own invocation path (`tool.invoke` with a tool call, as
 * `ToolNode` makes it, answered by a `ToolMessage`): a hand-written LangChain `tool()` with the
 * same Zod validation of input (by LangChain) and output, against the polytool tool bridged by
 * `toLangChainTools` (decode, polytool's pipeline, model output), both `content_and_artifact`.
 * The polytool tool is made with `@polytool/zod`'s `createTool`, as the docs write it.
 */
export async function run(): Promise<BenchReport> {
  const report: BenchReport = {
    name: 'LangChain tool() vs. toLangChainTools, through tool.invoke',
    lines: [],
    targets: [],
  }
  const { input: inputSchema, output: outputSchema } = weatherSchemas.zod
  const handWritten = tool(
    async (args) => {
      const output = outputSchema.parse(await weather(args))
      return [JSON.stringify(output), output]
    },
    {
      name: 'weather-tool',
      description: 'Get the current weather for a location',
      schema: inputSchema,
      responseFormat: 'content_and_artifact',
    },
  )
  const [bridged] = toLangChainTools([weatherToolOf('zod')], { provider: 'openai' })
  const call = { type: 'tool_call' as const, id: 'call_1', name: 'weather-tool', args: input }
  const { times, ratios } = await compare(
    { langchain: () => handWritten.invoke(call), polytool: () => bridged.invoke(call) },
    { rounds: 101, callsPerRound: 200, warmupRounds: 10 },
  )
  const ratio = ratios.polytool!
  report.lines.push(
    `zod      tool() ${formatNs(times.langchain!).padStart(10)}  toLangChainTools ${formatNs(times.polytool!).padStart(10)}  ratio ${ratio.toFixed(3)}x`,
  )
  report.targets.push({
    label: 'zod: toLangChainTools / LangChain tool()',
    measured: ratio,
    limit: LIMIT,
    met: ratio <= LIMIT,
  })
  return report
}
