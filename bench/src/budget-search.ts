import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import type { AnyTool } from '@polytool/core'
import { toProviderTool, toProviderTools } from '@polytool/json-schema'
import { createTool } from '@polytool/zod'
import { z } from 'zod'
// The search itself is internal: timed here from the package's source.
import { toolsToRelax } from '../../packages/json-schema/src/tools/relax-strict'
import { requestBudgetFor } from '../../packages/json-schema/src/tools/request-budgets'
import { type BenchReport, median } from './measure'

const SIZES = [100, 1_000, 10_000] as const
const MAX_OVERHEAD_MS_AT_1000 = 50
const SEARCH_ROUNDS = 21
const SEARCH_WARMUP = 5
// n log n grows by 2 log(2n)/log(n) per doubling: 2.2 at 1,000 tools and less beyond.
const MAX_GROWTH_PER_DOUBLING = 2.2
const ROUNDS: Record<number, number> = { 100: 15, 1000: 7, 10000: 3 }

/**
 * Tools that exceed OpenAI's strict budgets, as the issue measured them: half with a 30-value
 * enum, half with 120 properties (past the properties and enum values budgets from 100 tools
 * on, and the characters budget too from 1,000 on). Fresh tools each round: none converted yet.
 */
function overBudget(count: number, round: number): AnyTool[] {
  return Array.from({ length: count }, (_, i) => {
    const shape: Record<string, z.ZodType> = {}
    if (i % 2 === 0) {
      shape.pick = z.enum(Array.from({ length: 30 }, (_, v) => `r${round}v${v}`) as [string])
    } else {
      for (let p = 0; p < 120; p++) shape[`p${p}`] = z.string()
    }
    return createTool({ id: `tool_${i}`, description: `Tool ${i}`, inputSchema: z.object(shape) })
  })
}

/**
 * The cold OpenAI list of 100, 1,000 and 10,000 tools over the strict budgets, against their
 * conversion alone: each tool's strict entry, and the non-strict entry of each tool the list
 * relaxed (fresh tools of the same shapes, one side after the other, alternating). The
 * difference is what the budget search and the list cost; printed with the time and the heap
 * kept per doubling of the number of tools.
 */
export async function run(): Promise<BenchReport> {
  const report: BenchReport = {
    name: 'OpenAI strict-budget search: cold list over budget vs. the conversion of its tools',
    lines: [],
    targets: [],
  }
  const gc = exposeGc()
  let round = 0
  const measured: Array<{
    size: number
    list: number
    convert: number
    heap: number
    search: number
  }> = []
  for (const size of SIZES) {
    const list: number[] = []
    const convert: number[] = []
    const heap: number[] = []
    let relaxed = 0
    const warmup = size === SIZES[0] ? 1 : 0
    for (let r = 0; r < ROUNDS[size]! + warmup; r++) {
      const sides = r % 2 === 0 ? ['list', 'convert'] : ['convert', 'list']
      for (const side of sides) {
        const tools = overBudget(size, round++)
        gc()
        const before = process.memoryUsage().heapUsed
        const start = performance.now()
        if (side === 'list') {
          const result = toProviderTools(tools, 'openai')
          const elapsed = performance.now() - start
          relaxed = result.entries.filter((entry) => !entry.strict).length
          gc()
          heap.push(process.memoryUsage().heapUsed - before)
          if (r >= warmup) list.push(elapsed)
          if (result.tools.length !== size) throw new Error('a tool went missing')
        } else {
          const strict = tools.map((tool) => toProviderTool(tool, 'openai'))
          // The list relaxes that many tools; converting as many non-strict is their share.
          const lax = tools
            .slice(0, relaxed)
            .map((tool) => toProviderTool(tool, 'openai', { strict: false }))
          const elapsed = performance.now() - start
          if (strict.length + lax.length < size) throw new Error('a conversion went missing')
          if (r >= warmup) convert.push(elapsed)
        }
      }
    }
    const search = timeSearch(overBudget(size, round++), gc)
    const row = {
      size,
      list: median(list),
      convert: median(convert),
      heap: median(heap),
      search: search.ms,
    }
    measured.push(row)
    report.lines.push(
      `${String(size).padStart(6)} tools: list ${row.list.toFixed(1)} ms, conversion alone ${row.convert.toFixed(1)} ms (difference ${(row.list - row.convert).toFixed(1)} ms); the search alone ${row.search.toFixed(2)} ms CPU; strict dropped on ${relaxed} (${search.fewest ? 'proven the fewest' : `at least ${search.bound} needed`}); heap kept by the list ${(row.heap / 1024 / 1024).toFixed(2)} MB (${(row.heap / size).toFixed(0)} B/tool)`,
    )
  }
  for (let i = 1; i < measured.length; i++) {
    const small = measured[i - 1]!
    const large = measured[i]!
    const doublings = Math.log2(large.size / small.size)
    const perDoubling = (value: number, base: number) => (value / base) ** (1 / doublings)
    const timeGrowth = perDoubling(large.list, small.list)
    const searchGrowth = perDoubling(large.search, small.search)
    const heapGrowth = perDoubling(large.heap, small.heap)
    report.lines.push(
      `${small.size} → ${large.size} tools, per doubling: list time ${timeGrowth.toFixed(2)}x, the search alone ${searchGrowth.toFixed(2)}x, heap ${heapGrowth.toFixed(2)}x (linear is 2)`,
    )
    report.targets.push(
      {
        label: `list time per doubling, ${small.size} → ${large.size} tools`,
        measured: timeGrowth,
        limit: MAX_GROWTH_PER_DOUBLING,
        met: timeGrowth <= MAX_GROWTH_PER_DOUBLING,
      },
      {
        label: `search time per doubling, ${small.size} → ${large.size} tools`,
        measured: searchGrowth,
        limit: MAX_GROWTH_PER_DOUBLING,
        met: searchGrowth <= MAX_GROWTH_PER_DOUBLING,
      },
    )
  }
  const at1000 = measured.find((row) => row.size === 1_000)!
  const overhead = at1000.list - at1000.convert
  report.targets.push(
    {
      label: '1,000 tools over budget: list ms more than their conversion',
      measured: overhead,
      limit: MAX_OVERHEAD_MS_AT_1000,
      met: overhead <= MAX_OVERHEAD_MS_AT_1000,
    },
    {
      label: '1,000 tools over budget: ms of the search alone',
      measured: at1000.search,
      limit: MAX_OVERHEAD_MS_AT_1000,
      met: at1000.search <= MAX_OVERHEAD_MS_AT_1000,
    },
  )
  return report
}

/** The search alone, on the budget uses of the tools' strict schemas: median CPU ms of its rounds. */
function timeSearch(
  tools: AnyTool[],
  gc: () => void,
): { ms: number; fewest: boolean; bound: number } {
  const budget = requestBudgetFor('openai')!
  const strictTools = tools.map((tool, index) => {
    const payload = toProviderTool(tool, 'openai').payload as { function: { parameters: object } }
    return { index, usage: budget.usage(payload.function.parameters) }
  })
  const times: number[] = []
  let last = toolsToRelax(budget, strictTools)
  // The lists measured before leave garbage whose collection is not the search's cost.
  gc()
  for (let round = 0; round < SEARCH_WARMUP + SEARCH_ROUNDS; round++) {
    // CPU time: on a shared machine, wall time of a few ms mostly measures other processes.
    const start = process.cpuUsage()
    last = toolsToRelax(budget, strictTools)
    const used = process.cpuUsage(start)
    if (round >= SEARCH_WARMUP) times.push((used.user + used.system) / 1000)
  }
  return {
    ms: median(times),
    fewest: last.positions.length === last.fewestPossible,
    bound: last.fewestPossible,
  }
}

function exposeGc(): () => void {
  setFlagsFromString('--expose-gc')
  return runInNewContext('gc') as () => void
}
