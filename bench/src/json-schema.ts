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
import { type BenchReport, compare, compareCold, formatNs } from './measure'

const TOOLS = 50
const COLD_LIMIT = 1.15
const WARM_LIMIT_NS = 1_000

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
 * polytool (adapter, loss detection, frozen result, cache) against its floor, the library's own
 * converter plus what any cached, immutable result costs (a deep freeze and one `WeakMap`
 * entry), on other fresh schemas of the same shapes. Warm: the same list again, from the cache.
 */
export async function run(): Promise<BenchReport> {
  const report: BenchReport = {
    name: 'JSON Schema for 50 tools: cold and warm',
    lines: [],
    targets: [],
  }
  for (const [name, library] of Object.entries(libraries)) {
    const adapter = adapters[name]!
    const cold = compareCold(
      (fresh) => Array.from({ length: TOOLS }, (_, index) => library.schema(index, fresh)),
      {
        floor: (schema) => cacheFrozen(schema, library.convertDirectly(schema)),
        direct: (schema) => library.convertDirectly(schema),
        polytool: (schema) => adapter.toJsonSchema(schema),
      },
    )
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
    const coldRatio = cold.ratios.polytool!
    report.lines.push(
      `${name.padEnd(8)} cold: polytool ${formatNs(cold.times.polytool!).padStart(9)}/tool, floor ${formatNs(cold.times.floor!).padStart(9)}/tool, ratio ${coldRatio.toFixed(3)}x   warm: ${formatNs(warmPerTool)}/tool`,
      `${' '.repeat(8)} the library's conversion alone: ${formatNs(cold.times.direct!)}/tool, ${cold.ratios.direct!.toFixed(3)}x the floor`,
    )
    report.targets.push(
      {
        label: `${name}: cold JSON Schema / floor (library's conversion, frozen, in a WeakMap)`,
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
