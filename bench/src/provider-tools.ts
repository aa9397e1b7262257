import { createTool as createArkTypeTool } from '@polytool/arktype'
import type { AnyTool, StandardSchemaV1 } from '@polytool/core'
import { type ProviderTarget, toProviderTools } from '@polytool/json-schema'
import { createTool as createValibotTool } from '@polytool/valibot'
import { createTool as createZodTool } from '@polytool/zod'
import { toJsonSchema as valibotToJsonSchema } from '@valibot/to-json-schema'
import type { Type } from 'arktype'
import type * as v from 'valibot'
import { z } from 'zod'
import { type CorpusTool, corpusSchemaBuilders, corpusTools } from './corpus-tools'
import { type BenchReport, compareCold, compareSync, formatNs } from './measure'

const TOOLS = 60
const COLD_LIMIT = 1.3
const WARM_LIMIT_NS = 40
const WARM_UP_LISTS = 6
const TARGETS: readonly ProviderTarget[] = ['openai', 'anthropic', 'gemini', 'mcp']
type Library = keyof typeof corpusSchemaBuilders

/** Each library's own JSON Schema conversion, as its documentation shows it, for tool input. */
export const ownConversion: Record<Library, (schema: StandardSchemaV1) => unknown> = {
  zod: (schema) => z.toJSONSchema(schema as z.ZodType, { io: 'input' }),
  valibot: (schema) =>
    valibotToJsonSchema(schema as v.GenericSchema, { typeMode: 'input', errorMode: 'ignore' }),
  arktype: (schema) => (schema as unknown as Type).toJsonSchema(),
}

const createTools = { zod: createZodTool, valibot: createValibotTool, arktype: createArkTypeTool }

/** Fresh tools of the corpus, written with a library; `fresh` makes every schema new. */
export function corpusToolList(
  corpus: readonly CorpusTool[],
  library: Library,
  fresh: number,
): AnyTool[] {
  const build = corpusSchemaBuilders[library]
  const createTool = createTools[library]
  return corpus.map(
    (listed) =>
      createTool({
        id: listed.name,
        description: listed.description,
        inputSchema: build(listed.inputSchema, `(#${fresh})`),
      }) as AnyTool,
  )
}

/**
 * The tool list of a request of 60 real MCP tools (GitHub's MCP server) per provider, written
 * with Zod, Valibot and ArkType. Cold: fresh tools each round, polytool's whole list against the
 * library's own JSON Schema conversion of other fresh tools of the same schemas, side by side.
 * Warm: the same tools again, in a fresh copy of the array each call, as a request handler
 * builds it.
 */
export async function run(): Promise<BenchReport> {
  const report: BenchReport = {
    name: `Provider tool list for a request of ${TOOLS} real MCP tools: cold (vs. the library's own conversion) and warm`,
    lines: [],
    targets: [],
  }
  const corpus = corpusTools(TOOLS)
  for (const library of Object.keys(corpusSchemaBuilders) as Library[]) {
    const convert = ownConversion[library]
    // Every target's code runs before any is measured, so the first target measured does not
    // pay alone for the compiler's work on code the targets share.
    for (let round = 0; round < WARM_UP_LISTS; round++)
      for (const target of TARGETS)
        toProviderTools(corpusToolList(corpus, library, -2 - round), target)
    for (const target of TARGETS) {
      const cold = compareCold(
        (fresh) => [corpusToolList(corpus, library, fresh)],
        {
          library: (list) => list.map((tool) => convert(tool.inputSchema as StandardSchemaV1)),
          polytool: (list) => toProviderTools(list, target),
        },
        { rounds: 40, warmupRounds: 4 },
      )
      const ratio = cold.ratios.polytool!
      report.lines.push(
        `${library.padEnd(8)} ${target.padEnd(9)} cold ${formatNs(cold.times.polytool! / TOOLS).padStart(9)}/tool, library's own ${formatNs(cold.times.library! / TOOLS).padStart(9)}/tool, ratio ${ratio.toFixed(3)}x`,
      )
      report.targets.push({
        label: `${library} ${target}: cold tool list / the library's own conversion`,
        measured: ratio,
        limit: COLD_LIMIT,
        met: ratio <= COLD_LIMIT,
      })
    }
  }
  for (const target of TARGETS) {
    const tools = corpusToolList(corpus, 'zod', -1)
    toProviderTools(tools, target)
    const { times } = compareSync(
      { warm: () => toProviderTools([...tools], target).tools },
      { rounds: 30, callsPerRound: 2_000 },
    )
    const warmPerTool = times.warm! / TOOLS
    report.lines.push(`zod      ${target.padEnd(9)} warm ${formatNs(warmPerTool).padStart(9)}/tool`)
    report.targets.push({
      label: `${target}: warm tool list, ns per tool`,
      measured: warmPerTool,
      limit: WARM_LIMIT_NS,
      met: warmPerTool <= WARM_LIMIT_NS,
    })
  }
  return report
}
