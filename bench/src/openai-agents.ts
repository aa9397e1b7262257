import {
  type FunctionTool,
  invokeFunctionTool,
  RunContext,
  setTracingDisabled,
  tool,
} from '@openai/agents'
import type { StandardSchemaV1 } from '@polytool/core'
import { toOpenAIAgentsTool } from '@polytool/openai-agents'
import { type BenchReport, compare, formatNs } from './measure'
import { weather, weatherSchemas, weatherToolOf } from './weather-schemas'

const LIMIT = 1.1

/** What the model sends in strict mode: every field. */
const ARGUMENTS = '{"location":"Paris","days":3}'

/**
 * One tool call through the Agents SDK's own invocation path (`invokeFunctionTool`, as its
 * runner calls it, then the result as the text the runner sends), bridged polytool tool against
 * the SDK's own `tool()` with the same validators: the SDK parses the input with the library,
 * and `execute` checks the output with it. The polytool tool is made as the docs write it, with
 * the `createTool` of the library's adapter package: schemas left unbound (core's `createTool`)
 * have every validated value watched for promises their functions make, which no adapter says
 * they cannot (about 1 µs per call on Node).
 */
export async function run(): Promise<BenchReport> {
  setTracingDisabled(true)
  const report: BenchReport = {
    name: 'OpenAI Agents SDK: bridged tool vs. its own tool() with the same validation',
    lines: [],
    targets: [],
  }
  const runContext = new RunContext({})
  for (const [library, schemas] of Object.entries(weatherSchemas)) {
    const outputSchema = schemas.output as StandardSchemaV1
    const own = tool({
      name: 'weather-tool',
      description: 'Get the current weather for a location',
      parameters: schemas.input as never,
      execute: async (input: { location: string }) => {
        const checked = await outputSchema['~standard'].validate(await weather(input))
        if (checked.issues) throw new Error('invalid output')
        return checked.value
      },
    })
    const bridged = toOpenAIAgentsTool(weatherToolOf(library as keyof typeof weatherSchemas))
    const call = (made: FunctionTool<any, any, any>) => async () => {
      const toolCall = {
        type: 'function_call' as const,
        callId: 'call_1',
        name: made.name,
        arguments: ARGUMENTS,
      }
      const result = await invokeFunctionTool({
        tool: made,
        runContext,
        input: ARGUMENTS,
        details: { toolCall },
      })
      return typeof result === 'string' ? result : JSON.stringify(result)
    }
    const { times, ratios } = await compare(
      { own: call(own), bridged: call(bridged) },
      { rounds: 101, callsPerRound: 1_000, warmupRounds: 10 },
    )
    const ratio = ratios.bridged!
    report.lines.push(
      `${library.padEnd(8)} tool() ${formatNs(times.own!).padStart(10)}  bridged ${formatNs(times.bridged!).padStart(10)}  ratio ${ratio.toFixed(3)}x`,
    )
    report.targets.push({
      label: `${library}: bridged / tool()`,
      measured: ratio,
      limit: LIMIT,
      met: ratio <= LIMIT,
    })
  }
  return report
}
