// Converts the playground's example tools, written with Zod, Valibot and ArkType, to JSON
// Schema at build time, so the playground page ships none of the schema libraries.
// Run by `prepare.mjs`; writes `.vitepress/theme/playground/examples.json` (git-ignored).
import { writeFileSync } from 'node:fs'
import { createTool as arktypeTool } from '@polytool/arktype'
import { type AnyTool, toolJsonSchema } from '@polytool/core'
import { createTool as valibotTool } from '@polytool/valibot'
import { createTool as zodTool } from '@polytool/zod'
import { type } from 'arktype'
import * as v from 'valibot'
import { z } from 'zod'

const weather = zodTool({
  id: 'weather',
  description: 'Get the current weather for a location',
  inputSchema: z.object({
    location: z.string().describe('City name'),
    units: z.enum(['celsius', 'fahrenheit']).optional(),
  }),
  execute: async ({ location }) => ({ location, temperature: 21 }),
})

const search = valibotTool({
  id: 'search',
  description: 'Search the documentation',
  inputSchema: v.object({
    query: v.pipe(v.string(), v.minLength(1)),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50))),
    tags: v.optional(v.array(v.string())),
  }),
  execute: async ({ query }) => [query],
})

const calendar = arktypeTool({
  id: 'create-event',
  description: 'Create a calendar event',
  inputSchema: type({
    title: 'string',
    attendees: 'string[]',
    'location?': 'string',
    kind: "'meeting' | 'reminder'",
  }),
  execute: async ({ title }) => ({ title }),
})

/** One example the playground offers, with the schema library it was written in. */
function example(tool: AnyTool, library: string) {
  return {
    id: tool.id,
    library,
    description: tool.description,
    schema: toolJsonSchema(tool, 'inputSchema'),
  }
}

const examples = [example(weather, 'Zod'), example(search, 'Valibot'), example(calendar, 'ArkType')]
const out = new URL('../.vitepress/theme/playground/examples.json', import.meta.url)
writeFileSync(out, `${JSON.stringify(examples, null, 2)}\n`)
console.log(`${examples.length} example tools converted to JSON Schema`)
