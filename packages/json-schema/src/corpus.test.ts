import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from './check-provider-schema'
import { fromJsonSchema } from './from-json-schema'
import type { SchemaNode } from './json-schema'
import corpus from './test-fixtures/github-mcp-server-tools.json'
import { PROFILES } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'

interface CorpusTool {
  readonly name: string
  readonly inputSchema: SchemaNode
}

const tools = corpus.tools as unknown as CorpusTool[]

describe('the 117 tools of GitHub’s MCP server', () => {
  it('is the whole corpus', () => {
    expect(tools).toHaveLength(117)
  })

  it.each(PROFILES)(
    '$id: every tool emits, and the emitted schema passes the checker',
    (profile) => {
      for (const tool of tools) {
        const { schema, decode } = toProviderSchema(
          tool.inputSchema,
          profile.target,
          profile.options,
        )
        expect(checkProviderSchema(schema, profile.target, profile.options), tool.name).toEqual([])
        expect(decode({}), tool.name).toEqual({})
      }
    },
  )

  it('what the checker reports on the raw schemas, per profile and rule', () => {
    const report = Object.fromEntries(
      PROFILES.map((profile) => {
        const counts: Record<string, number> = {}
        for (const tool of tools) {
          for (const violation of checkProviderSchema(
            tool.inputSchema,
            profile.target,
            profile.options,
          )) {
            counts[violation.rule] = (counts[violation.rule] ?? 0) + 1
          }
        }
        return [profile.id, counts]
      }),
    )
    expect(report).toEqual({
      'openai-strict': {
        'closed-objects': 126,
        'all-properties-required': 80,
        'unsupported-keyword': 24,
        'missing-type': 2,
      },
      openai: {},
      'anthropic-strict': { 'closed-objects': 126, 'unsupported-keyword': 124, 'missing-type': 2 },
      anthropic: {},
      'gemini-parameters': {
        'empty-object': 3,
        'empty-parameters': 1,
        'unsupported-keyword': 12,
        'type-list': 1,
        'missing-type': 2,
      },
      'gemini-json-schema': {},
      mcp: {},
    })
  })

  it('names the keywords OpenAI strict rejects in the raw schemas', () => {
    const keywords = new Map<string, number>()
    for (const tool of tools) {
      for (const violation of checkProviderSchema(tool.inputSchema, 'openai', { strict: true })) {
        if (violation.rule !== 'unsupported-keyword') continue
        const keyword = violation.message.split(': ')[1]!.split(' ')[0]!
        keywords.set(keyword, (keywords.get(keyword) ?? 0) + 1)
      }
    }
    expect(Object.fromEntries(keywords)).toEqual({
      default: 11,
      maxLength: 6,
      minLength: 3,
      oneOf: 4,
    })
  })

  it('projects_write: the disjoint oneOf of closed objects becomes anyOf, and decoding picks the right branch', () => {
    const tool = tools.find((candidate) => candidate.name === 'projects_write')!
    const { schema, decode } = toProviderSchema(tool.inputSchema, 'openai', { strict: true })
    const items = (schema.properties as Record<string, SchemaNode>).items!
    expect(Object.keys(items.items as SchemaNode)).toContain('anyOf')
    const sent = {
      method: 'update_project_items',
      items: [{ item_id: 7 }, { node_id: 'N' }],
      owner: 'o',
    }
    const decoded = decode({
      ...Object.fromEntries(Object.keys(schema.properties as object).map((key) => [key, null])),
      ...sent,
    })
    // `filter` accepts null itself, so its null stays (the lossy case the warning names).
    expect(decoded).toEqual({ ...sent, filter: null })
  })

  it('fromJsonSchema validates with every tool schema and reports each missing required property by path', () => {
    for (const tool of tools) {
      const result = fromJsonSchema(tool.inputSchema)['~standard'].validate({})
      const required = (tool.inputSchema.required as string[] | undefined) ?? []
      if (required.length === 0) {
        expect(result, tool.name).toEqual({ value: {} })
        continue
      }
      expect('issues' in result && result.issues?.map((issue) => issue.path), tool.name).toEqual(
        required.map((key) => [key]),
      )
    }
  })
})
