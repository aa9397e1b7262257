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
 * polytool (adapter, loss detection, frozen result, cache) against the library's own converter
 * on other fresh schemas of the same shapes; the floor is that converter plus what any cached,
 * immutable result costs. Warm: the same list again, from the cache.
 */
export async function run(): Promise<BenchReport> {
  const report: BenchReport = {
    name: 'JSON Schema for 50 tools: cold and warm',
    lines: [],
    targets: [],
  }
  for (const [name, library] of Object.entries(libraries)) {
    const adapter = adapters[name]!
    const cold = coldTimes(library.schema, {
      polytool: (schema) => adapter.toJsonSchema(schema),
      direct: (schema) => library.convertDirectly(schema),
      floor: (schema) => cacheFrozen(schema, library.convertDirectly(schema)),
    })
    const tools: AnyTool[] = Array.from({ length: TOOLS }, (_, index) =>
      adapter.createTool({
        id: `tool-${index}`,
        description: 'A tool',
        inputSchema: library.schema(index, -1),
      }),
    )
    const { times: warm } = await compare(
      {
        warm: () => {
          for (const tool of tools) toolJsonSchema(tool, 'inputSchema')
        },
      },
      { rounds: 30, callsPerRound: 200 },
    )
    const warmPerTool = warm.warm! / TOOLS
    const coldRatio = cold.polytool / cold.direct
    report.lines.push(
      `${name.padEnd(8)} cold: polytool ${formatNs(cold.polytool / TOOLS).padStart(9)}/tool, direct ${formatNs(cold.direct / TOOLS).padStart(9)}/tool, ratio ${coldRatio.toFixed(3)}x   warm: ${formatNs(warmPerTool)}/tool`,
      `${' '.repeat(8)} floor: the library's conversion, deep-frozen and kept in a WeakMap, ${(cold.floor / cold.direct).toFixed(3)}x`,
    )
    report.targets.push(
      {
        label: `${name}: cold JSON Schema / library's own conversion`,
        measured: coldRatio,
        limit: COLD_LIMIT,
        met: coldRatio <= COLD_LIMIT,
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

// Each round gives every side its own fresh list of schemas (built before timing), in an order
// that alternates; each side keeps its list of results, as a caller building a tool list does.
// Returns the median time per round of each side.
function coldTimes<Side extends string>(
  build: (index: number, round: number) => StandardSchemaV1,
  sides: Record<Side, (schema: StandardSchemaV1) => unknown>,
): Record<Side, number> {
  const names = Object.keys(sides) as Side[]
  const times = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<
    Side,
    number[]
  >
  let fresh = 0
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
    for (const name of round % 2 === 0 ? names : [...names].reverse()) {
      const schemas = Array.from({ length: TOOLS }, (_, index) => build(index, fresh))
      fresh++
      const convert = sides[name]
      const start = performance.now()
      const results = schemas.map((schema) => convert(schema))
      const elapsed = (performance.now() - start) * 1e6
      if (results.length !== TOOLS) throw new Error('a conversion went missing')
      if (round >= WARMUP_ROUNDS) times[name].push(elapsed)
    }
  }
  return Object.fromEntries(names.map((name) => [name, median(times[name])])) as Record<
    Side,
    number
  >
}

// What any cached, immutable result costs on top of the library: every node frozen, one WeakMap
// entry per schema. Written plainly here, apart from polytool's own code.
const floorCache = new WeakMap<object, unknown>()
function cacheFrozen(schema: StandardSchemaV1, result: unknown): unknown {
  deepFreeze(result)
  floorCache.set(schema, result)
  return result
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return
  for (const child of Object.values(value)) deepFreeze(child)
  Object.freeze(value)
}
