import { toJsonSchema as arktypeJsonSchema, createTool as arktypeTool } from '@polytool/arktype'
import {
  type AnyTool,
  type JsonSchema,
  type StandardSchemaV1,
  toolJsonSchema,
} from '@polytool/core'
import { toJsonSchema as valibotJsonSchema, createTool as valibotTool } from '@polytool/valibot'
import { toJsonSchema as zodJsonSchema, createTool as zodTool } from '@polytool/zod'
import { libraries } from './json-schema-tools'
import { type BenchReport, compare, formatNs, median } from './measure'

const TOOLS = 50
const COLD_LIMIT = 1.2
const WARM_LIMIT_NS = 1_000
const ROUNDS = 40
const WARMUP_ROUNDS = 8

const adapters: Record<
  string,
  { createTool: typeof zodTool; toJsonSchema: (schema: StandardSchemaV1) => JsonSchema }
> = {
  zod: { createTool: zodTool, toJsonSchema: zodJsonSchema },
  valibot: { createTool: valibotTool, toJsonSchema: valibotJsonSchema },
  arktype: { createTool: arktypeTool, toJsonSchema: arktypeJsonSchema },
}

/**
 * JSON Schema for a list of 50 tools. Cold: the first conversion of fresh schemas through
 * polytool (adapter, loss detection, frozen copy, cache) against the library's own converter
 * on other fresh schemas of the same shapes. Warm: the same list again, from the cache.
 */
export async function run(): Promise<BenchReport> {
  const report: BenchReport = {
    name: 'JSON Schema for 50 tools: cold and warm',
    lines: [],
    targets: [],
  }
  for (const [name, library] of Object.entries(libraries)) {
    const adapter = adapters[name]!
    const cold = coldRatio(
      (round) => Array.from({ length: TOOLS }, (_, index) => library.schema(index, round)),
      (schemas) => {
        for (const schema of schemas) adapter.toJsonSchema(schema)
      },
      (schemas) => {
        for (const schema of schemas) library.convertDirectly(schema)
      },
    )
    const tools: AnyTool[] = Array.from({ length: TOOLS }, (_, index) =>
      adapter.createTool({
        id: `tool-${index}`,
        description: 'A tool',
        inputSchema: library.schema(index, -1),
      }),
    )
    const warm = await compare(
      {
        warm: () => {
          for (const tool of tools) toolJsonSchema(tool, 'inputSchema')
        },
      },
      { rounds: 30, callsPerRound: 200 },
    )
    const warmPerTool = warm.warm! / TOOLS
    report.lines.push(
      `${name.padEnd(8)} cold: polytool ${formatNs(cold.polytool / TOOLS).padStart(9)}/tool, direct ${formatNs(cold.direct / TOOLS).padStart(9)}/tool, ratio ${cold.ratio.toFixed(3)}x   warm: ${formatNs(warmPerTool)}/tool`,
    )
    report.targets.push(
      {
        label: `${name}: cold JSON Schema / library's own conversion`,
        measured: cold.ratio,
        limit: COLD_LIMIT,
        met: cold.ratio <= COLD_LIMIT,
      },
      {
        label: `${name}: warm JSON Schema, ns per tool`,
        measured: warmPerTool,
        limit: WARM_LIMIT_NS,
        met: warmPerTool < WARM_LIMIT_NS,
      },
    )
  }
  return report
}

// Each round converts fresh schemas on both sides (built before timing), alternating which side
// goes first; the medians of the per-round times are compared.
function coldRatio<S>(
  build: (round: number) => S,
  polytool: (schemas: S) => void,
  direct: (schemas: S) => void,
): { polytool: number; direct: number; ratio: number } {
  const times = { polytool: [] as number[], direct: [] as number[] }
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
    const sides = [
      ['polytool', polytool, build(2 * round)],
      ['direct', direct, build(2 * round + 1)],
    ] as const
    for (const [side, convert, schemas] of round % 2 === 0 ? sides : [...sides].reverse()) {
      const start = performance.now()
      convert(schemas)
      const elapsed = (performance.now() - start) * 1e6
      if (round >= WARMUP_ROUNDS) times[side].push(elapsed)
    }
  }
  const result = { polytool: median(times.polytool), direct: median(times.direct) }
  return { ...result, ratio: result.polytool / result.direct }
}
