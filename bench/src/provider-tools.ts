import { type AnyTool, toolJsonSchema } from '@polytool/core'
import { type ProviderTarget, toProviderTools } from '@polytool/json-schema'
import { createTool } from '@polytool/zod'
import { libraries } from './json-schema-tools'
import { type BenchReport, compare, compareCold, formatNs } from './measure'

const TOOLS = 50
const WARM_LIMIT_NS = 1_000
const COLD_LIMIT = 1.5
const WARM_UP_LISTS = 8
const TARGETS: readonly ProviderTarget[] = ['openai', 'anthropic', 'gemini', 'mcp']

function toolList(round: number): AnyTool[] {
  return Array.from({ length: TOOLS }, (_, index) =>
    createTool({
      id: `tool_${index}`,
      description: `Tool ${index}`,
      inputSchema: libraries.zod!.schema(index, round),
    }),
  )
}

/**
 * The tool list of a request of 50 tools, per provider. Warm: the same tools again (entries
 * from the cache, budgets checked across the list); each call gets a fresh copy of the array,
 * as a request handler would build it. Cold: fresh tools, JSON Schema included, against the
 * cold JSON Schema of other fresh tools of the same shapes, side by side.
 */
export async function run(): Promise<BenchReport> {
  const report: BenchReport = {
    name: 'Provider tool list for a request of 50 tools: warm (cached) and cold',
    lines: [],
    targets: [],
  }
  // Every target's code runs before any is measured, so the first target measured does not
  // pay alone for the compiler's work on code the targets share.
  for (let round = 0; round < WARM_UP_LISTS; round++)
    for (const target of TARGETS) toProviderTools(toolList(-2 - round), target)
  for (const target of TARGETS) {
    const tools = toolList(-1)
    toProviderTools(tools, target)
    const { times: warm } = await compare(
      { warm: () => toProviderTools([...tools], target) },
      { rounds: 30, callsPerRound: 200 },
    )
    const warmPerTool = warm.warm! / TOOLS
    const cold = compareCold((fresh) => [toolList(fresh)], {
      jsonSchema: (list) => list.map((tool) => toolJsonSchema(tool, 'inputSchema')),
      toolList: (list) => toProviderTools(list, target),
    })
    const coldRatio = cold.ratios.toolList!
    report.lines.push(
      `${target.padEnd(9)} warm ${formatNs(warmPerTool).padStart(9)}/tool   cold ${formatNs(cold.times.toolList! / TOOLS).padStart(9)}/tool, JSON Schema alone ${formatNs(cold.times.jsonSchema! / TOOLS).padStart(9)}/tool, ratio ${coldRatio.toFixed(3)}x`,
    )
    report.targets.push(
      {
        label: `${target}: warm tool list, ns per tool`,
        measured: warmPerTool,
        limit: WARM_LIMIT_NS,
        met: warmPerTool < WARM_LIMIT_NS,
      },
      {
        label: `${target}: cold tool list / cold JSON Schema of the same tools`,
        measured: coldRatio,
        limit: COLD_LIMIT,
        met: coldRatio <= COLD_LIMIT,
      },
    )
  }
  return report
}
