import { createTool } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from '../check-provider-schema'
import { fromJsonSchema } from '../from-json-schema'
import type { SchemaNode } from '../json-schema'
import corpus from '../test-fixtures/github-mcp-server-tools.json'
import { PROFILES } from '../test-fixtures/profiles'
import type { ProviderTool } from './provider-tool'
import { toProviderTools } from './to-provider-tools'

interface CorpusTool {
  readonly name: string
  readonly description: string
  readonly inputSchema: SchemaNode
  readonly annotations?: Record<string, unknown>
  readonly _meta?: Record<string, unknown>
}

const listings = corpus.tools as unknown as CorpusTool[]
const tools = listings.map((listing) =>
  createTool({
    id: listing.name,
    description: listing.description,
    inputSchema: fromJsonSchema(listing.inputSchema),
    mcp: {
      ...(listing.annotations === undefined ? {} : { annotations: listing.annotations }),
      ...(listing._meta === undefined ? {} : { _meta: listing._meta }),
    },
  }),
)

function schemaIn(entry: ProviderTool): unknown {
  const payload = entry.payload as unknown as Record<string, Record<string, unknown> | undefined>
  if (entry.target === 'openai') return payload.function?.parameters
  if (entry.target === 'anthropic') return payload.input_schema
  if (entry.target === 'gemini') return payload.parameters ?? payload.parametersJsonSchema
  return payload.inputSchema
}

describe('the 117 tools of GitHub’s MCP server as one request', () => {
  it.each(PROFILES)('$id: every entry builds, strict schemas pass the checker', (profile) => {
    const list = toProviderTools(tools, profile.target, profile.options)
    expect(list.entries).toHaveLength(117)
    for (const entry of list.entries) {
      const schema = schemaIn(entry)
      if (entry.strict || profile.target === 'gemini')
        expect(checkProviderSchema(schema, profile.target, profile.options), entry.name).toEqual([])
      expect(list.decode(entry.name, {}), entry.name).toEqual({})
    }
  })

  it('Anthropic keeps at most 20 strict tools within the parameter budgets', () => {
    const list = toProviderTools(tools, 'anthropic')
    const strict = list.entries.filter((entry) => entry.strict)
    expect(strict.length).toBeGreaterThan(0)
    expect(strict.length).toBeLessThanOrEqual(20)
    const budgetDropped = list.warnings.filter((warning) => warning.code === 'STRICT_BUDGET')
    expect(budgetDropped.length + strict.length).toBe(117)
  })

  it('MCP listings carry the annotations and _meta unchanged', () => {
    const list = toProviderTools(tools, 'mcp')
    list.tools.forEach((listing, index) => {
      expect(listing.name).toBe(listings[index]?.name)
      expect(listing.annotations).toEqual(listings[index]?.annotations)
      expect(listing._meta).toEqual(listings[index]?._meta)
      expect(listing.title).toBe(listings[index]?.annotations?.title)
    })
  })
})
