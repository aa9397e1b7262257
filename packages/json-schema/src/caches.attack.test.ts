import { createTool } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { fromJsonSchema } from './from-json-schema'
import { cachedEmissions, SCHEMA_CACHE_ENTRIES, toProviderSchema } from './to-provider-schema'
import { cachedToolEntries, TOOL_CACHE_ENTRIES, toProviderTool } from './tools/to-provider-tool'

const DISTINCT_OPTIONS = 200_000
// The smallest schema: each call does little besides the cache lookup and insertion.
const schema = { type: 'object' }

describe('caches keyed by caller-chosen options stay at their cap', () => {
  it('toProviderSchema: 200,000 distinct wrapKeys leave 32 emissions cached for the schema', () => {
    for (let index = 0; index < DISTINCT_OPTIONS; index++)
      toProviderSchema(schema, 'mcp', { wrapKey: `key${index}` })
    expect(cachedEmissions(schema)).toBe(SCHEMA_CACHE_ENTRIES)
    // The most recent option sets are still served from the cache.
    const last = { wrapKey: `key${DISTINCT_OPTIONS - 1}` }
    expect(toProviderSchema(schema, 'mcp', last)).toBe(toProviderSchema(schema, 'mcp', last))
  }, 30_000)

  it('toProviderSchema: 200,000 distinct limits leave the cache at its cap', () => {
    const other = { ...schema }
    for (let index = 0; index < DISTINCT_OPTIONS; index++)
      toProviderSchema(other, 'openai', {
        strict: false,
        limits: { maxOutputNodes: 1_000 + index },
      })
    expect(cachedEmissions(other)).toBe(SCHEMA_CACHE_ENTRIES)
  }, 30_000)

  it('toProviderTool: 200,000 distinct wrapKeys leave 32 entries cached for the tool', () => {
    const tool = createTool({
      id: 'weather',
      description: 'Weather for a city',
      inputSchema: fromJsonSchema(schema),
    })
    for (let index = 0; index < DISTINCT_OPTIONS; index++)
      toProviderTool(tool, 'mcp', { wrapKey: `key${index}` })
    expect(cachedToolEntries(tool)).toBe(TOOL_CACHE_ENTRIES)
  }, 60_000)
})
