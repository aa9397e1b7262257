// The playground's example tools, written with Zod, Valibot and ArkType. Each source is run here
// the way the playground runs pasted source, and converted to JSON Schema through its adapter's
// createTool: the page offers both, the JSON Schema without loading any schema library.
// Run by `prepare.mjs`; writes `.vitepress/theme/playground/examples.json` (git-ignored).
import { writeFileSync } from 'node:fs'
import { createTool as arktypeTool } from '@polytool/arktype'
import { toolJsonSchema } from '@polytool/core'
import { createTool as valibotTool } from '@polytool/valibot'
import { createTool as zodTool } from '@polytool/zod'
import * as arktype from 'arktype'
import * as valibot from 'valibot'
import * as zod from 'zod'
import { detect, LIBRARY_NAMES, type Library } from '../.vitepress/theme/playground/detect'
import { evaluateSource } from '../.vitepress/theme/playground/evaluate'

const NAMESPACES: Record<Library, Record<string, unknown>> = { zod, valibot, arktype }
const CREATE_TOOL = { zod: zodTool, valibot: valibotTool, arktype: arktypeTool }

const sources = [
  {
    id: 'weather',
    description: 'Get the current weather for a location',
    source: `z.object({
  location: z.string().describe('City name'),
  units: z.enum(['celsius', 'fahrenheit']).optional(),
})`,
  },
  {
    id: 'search',
    description: 'Search the documentation',
    source: `v.object({
  query: v.pipe(v.string(), v.minLength(1)),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50))),
  tags: v.optional(v.array(v.string())),
})`,
  },
  {
    id: 'create-event',
    description: 'Create a calendar event',
    source: `type({
  title: 'string',
  attendees: 'string[]',
  'location?': 'string',
  kind: "'meeting' | 'reminder'",
})`,
  },
]

/** One example the playground offers: its source, its library, and its JSON Schema. */
function example({ id, description, source }: (typeof sources)[number]) {
  const detected = detect(source)
  if (detected.format !== 'source') throw new Error(`example ${id}: not read as source`)
  const { library, code, bindings } = detected
  const inputSchema = evaluateSource(code, library, bindings, NAMESPACES[library])
  const createTool = CREATE_TOOL[library] as (
    options: object,
  ) => Parameters<typeof toolJsonSchema>[0]
  const tool = createTool({ id, description, inputSchema, execute: async () => null })
  return {
    id,
    library: LIBRARY_NAMES[library],
    description,
    source,
    schema: toolJsonSchema(tool, 'inputSchema'),
  }
}

const examples = sources.map(example)
const out = new URL('../.vitepress/theme/playground/examples.json', import.meta.url)
writeFileSync(out, `${JSON.stringify(examples, null, 2)}\n`)
console.log(`${examples.length} example tools converted to JSON Schema`)
