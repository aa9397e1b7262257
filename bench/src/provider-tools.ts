import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
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
import { type BenchReport, compareCold, compareSync, formatNs, median } from './measure'

const TOOLS = 60
const COLD_LIMIT = 1.3
const WARM_LIMIT_NS = 40
const WARM_UP_LISTS = 6
const MEMORY_LIMIT = 2
const MEMORY_COPIES = 4
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

/** Fresh schemas of the corpus, written with a library; `fresh` makes every schema new. */
export function corpusSchemas(
  corpus: readonly CorpusTool[],
  library: Library,
  fresh: number,
): StandardSchemaV1[] {
  const build = corpusSchemaBuilders[library]
  return corpus.map((listed) => build(listed.inputSchema, `(#${fresh})`))
}

/** Tools of the corpus made with a library's `createTool`, one per schema, in corpus order. */
export function corpusToolsOf(
  corpus: readonly CorpusTool[],
  library: Library,
  schemas: readonly StandardSchemaV1[],
): AnyTool[] {
  const createTool = createTools[library]
  return corpus.map(
    (listed, index) =>
      createTool({
        id: listed.name,
        description: listed.description,
        inputSchema: schemas[index]!,
      }) as AnyTool,
  )
}

/** Fresh tools of the corpus, written with a library; `fresh` makes every schema new. */
export function corpusToolList(
  corpus: readonly CorpusTool[],
  library: Library,
  fresh: number,
): AnyTool[] {
  return corpusToolsOf(corpus, library, corpusSchemas(corpus, library, fresh))
}

/**
 * The tool list of a request of 60 real MCP tools (GitHub's MCP server) per provider, written
 * with Zod, Valibot and ArkType. Cold: fresh schemas each round (built before the clock starts);
 * polytool's side is what a user pays for a first list, `createTool` for each schema (which
 * converts it already) and the provider list, against the library's own JSON Schema conversion
 * of other fresh schemas of the same tools, and nothing else, side by side.
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
        (fresh) => [corpusSchemas(corpus, library, fresh)],
        {
          library: (schemas) => schemas.map((schema) => convert(schema)),
          polytool: (schemas) => toProviderTools(corpusToolsOf(corpus, library, schemas), target),
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
    // The floor: a hand-written WeakMap of each tool's entry, looked up for each request.
    const handWritten = new WeakMap<object, unknown>()
    for (const tool of tools) handWritten.set(tool, { name: tool.id })
    const { times, ratios } = compareSync(
      {
        weakMap: () => [...tools].map((tool) => handWritten.get(tool)),
        polytool: () => toProviderTools([...tools], target).tools,
      },
      { rounds: 30, callsPerRound: 2_000, clock: 'cpu' },
    )
    const warmPerTool = times.polytool! / TOOLS
    report.lines.push(
      `zod      ${target.padEnd(9)} warm ${formatNs(warmPerTool).padStart(9)}/tool CPU, hand-written WeakMap ${formatNs(times.weakMap! / TOOLS).padStart(9)}/tool (${ratios.polytool!.toFixed(2)}x)`,
    )
    report.targets.push({
      label: `${target}: warm tool list, ns of CPU per tool`,
      measured: warmPerTool,
      limit: WARM_LIMIT_NS,
      met: warmPerTool <= WARM_LIMIT_NS,
    })
  }
  for (const target of TARGETS) {
    const { polytool, library } = retainedPerTool(corpus, target)
    const ratio = polytool / library
    report.lines.push(
      `zod      ${target.padEnd(9)} cache ${formatBytes(polytool)}/tool, a WeakMap of z.toJSONSchema results ${formatBytes(library)}/tool (${ratio.toFixed(2)}x)`,
    )
    report.targets.push({
      label: `${target}: cache memory per tool / a WeakMap of the library's results`,
      measured: ratio,
      limit: MEMORY_LIMIT,
      met: ratio <= MEMORY_LIMIT,
    })
  }
  return report
}

const collectGarbage = exposedGc()

// `--expose-gc` set at run time, so `pnpm bench` needs no flag.
function exposedGc(): () => void {
  setFlagsFromString('--expose-gc')
  return runInNewContext('gc') as () => void
}

function heapAfterGc(): number {
  collectGarbage()
  collectGarbage()
  return process.memoryUsage().heapUsed
}

/**
 * Heap kept per tool, median of three rounds: by polytool's caches after one list of fresh
 * tools (every tool of the corpus, four copies), and by a WeakMap from each of as many fresh
 * tools' schemas to the library's JSON Schema. The tools themselves are built and kept before
 * the first reading, so only what the conversion keeps is counted.
 */
export function retainedPerTool(
  corpus: readonly CorpusTool[],
  target: ProviderTarget,
): { polytool: number; library: number } {
  const polytool: number[] = []
  const library: number[] = []
  const results = new WeakMap<object, unknown>()
  // Every round's tools live to the end, so no reading counts another round's being collected.
  const kept: AnyTool[][][] = []
  for (let round = 0; round < 3; round++) {
    const forLibrary = copies(corpus, 1_000 + round * 20)
    kept.push(forLibrary)
    let before = heapAfterGc()
    for (const tools of forLibrary)
      for (const tool of tools) {
        const schema = tool.inputSchema as StandardSchemaV1
        results.set(schema, ownConversion.zod(schema))
      }
    library.push((heapAfterGc() - before) / (corpus.length * MEMORY_COPIES))
    const forPolytool = copies(corpus, 1_010 + round * 20)
    kept.push(forPolytool)
    before = heapAfterGc()
    for (const tools of forPolytool) toProviderTools(tools, target)
    polytool.push((heapAfterGc() - before) / (corpus.length * MEMORY_COPIES))
  }
  if (kept.flat().length !== 6 * MEMORY_COPIES) throw new Error('lost tools')
  return { polytool: median(polytool), library: median(library) }
}

function copies(corpus: readonly CorpusTool[], fresh: number): AnyTool[][] {
  return Array.from({ length: MEMORY_COPIES }, (_, copy) =>
    corpusToolList(corpus, 'zod', fresh + copy),
  )
}

function formatBytes(bytes: number): string {
  return bytes >= 1_024 ? `${(bytes / 1_024).toFixed(2)} KB` : `${bytes.toFixed(0)} B`
}
