import type { AnyTool } from '@polytool/core'
import { type ProviderTarget, toProviderTools } from '@polytool/json-schema'
import { createTool } from '@polytool/zod'
import { libraries } from './json-schema-tools'
import { type BenchReport, compare, formatNs, median } from './measure'

const TOOLS = 50
const WARM_LIMIT_NS = 1_000
const COLD_ROUNDS = 20
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
 * as a request handler would build it. Cold, for information: fresh tools, JSON Schema included.
 */
export async function run(): Promise<BenchReport> {
  const report: BenchReport = {
    name: 'Provider tool list for a request of 50 tools: warm (cached) and cold',
    lines: [],
    targets: [],
  }
  for (const target of TARGETS) {
    const tools = toolList(-1)
    toProviderTools(tools, target)
    const { times: warm } = await compare(
      { warm: () => toProviderTools([...tools], target) },
      { rounds: 30, callsPerRound: 200 },
    )
    const warmPerTool = warm.warm! / TOOLS
    const cold = coldPerTool(target)
    report.lines.push(
      `${target.padEnd(9)} warm ${formatNs(warmPerTool).padStart(9)}/tool   cold ${formatNs(cold).padStart(9)}/tool (information)`,
    )
    report.targets.push({
      label: `${target}: warm tool list, ns per tool`,
      measured: warmPerTool,
      limit: WARM_LIMIT_NS,
      met: warmPerTool < WARM_LIMIT_NS,
    })
  }
  return report
}

function coldPerTool(target: ProviderTarget): number {
  const times: number[] = []
  for (let round = 0; round < COLD_ROUNDS; round++) {
    const tools = toolList(round)
    const start = performance.now()
    toProviderTools(tools, target)
    times.push(((performance.now() - start) * 1e6) / TOOLS)
  }
  return median(times)
}
