import type { AnyTool } from '@polytool/core'
import { checkProviderSchema, type ProviderTool, toProviderTools } from '@polytool/json-schema'
import { describe, expect, it, vi } from 'vitest'
import { checkTools } from './check-tools'
import type { FoundTool } from './load-tools'
import { tools as budgetTools } from './test-fixtures/budget'
import { tools as corpusTools } from './test-fixtures/corpus/tools'

// The real checker, watched: which schema it is given tells which entry the check describes.
vi.mock('@polytool/json-schema', async (original) => {
  const actual = await original<typeof import('@polytool/json-schema')>()
  return { ...actual, checkProviderSchema: vi.fn(actual.checkProviderSchema) }
})

function found(tools: readonly AnyTool[]): FoundTool[] {
  return tools.map((tool, index) => ({ tool, id: tool.id, source: `tools[${index}]` }))
}

function inputSchemaOf(entry: ProviderTool): unknown {
  return (entry.payload as unknown as { input_schema: unknown }).input_schema
}

describe('checkTools on a tool the request budget sends non-strict', () => {
  it('reports the entry sent: strict false, its own warnings, none of the strict build', () => {
    const cells = checkTools(found(budgetTools), ['anthropic'])
    const sent = toProviderTools(budgetTools, 'anthropic').entries
    expect(sent.filter((entry) => !entry.strict).map((entry) => entry.name)).toEqual(['tool_20'])
    expect(cells[20]).toMatchObject({ tool: 'tool_20', status: 'non-strict', strict: false })
    expect(cells[20]?.problems.map((problem) => problem.code)).toEqual(['STRICT_BUDGET'])
    for (const cell of cells.slice(0, 20)) {
      expect(cell).toMatchObject({ status: 'lossy', strict: true })
      expect(cell.problems.map((problem) => problem.code)).toEqual(['CONSTRAINT_IN_DESCRIPTION'])
    }
  })

  it('checks the schema the request sends for it, in non-strict mode', () => {
    const checker = vi.mocked(checkProviderSchema)
    checker.mockClear()
    checkTools(found(budgetTools), ['anthropic'])
    const relaxed = toProviderTools(budgetTools, 'anthropic').entries[20]!
    expect(inputSchemaOf(relaxed)).toMatchObject({ properties: { n: { minimum: 1 } } })
    expect(checker).toHaveBeenCalledWith(inputSchemaOf(relaxed), 'anthropic', { strict: false })
  })
})

describe('checkTools on the 117 tools of GitHub’s MCP server', () => {
  it.each(['anthropic', 'openai'] as const)(
    '%s: every tool is reported as the request sends it',
    (provider) => {
      const cells = checkTools(found(corpusTools), [provider])
      const sent = toProviderTools(corpusTools, provider).entries
      cells.forEach((cell, index) => {
        const entry = sent[index]!
        expect(cell.strict, cell.tool).toBe(entry.strict)
        expect(
          cell.problems.map(({ level, code, schema, pointer }) => ({
            level,
            code,
            schema,
            pointer,
          })),
          cell.tool,
        ).toEqual(
          entry.warnings.map(({ code, schema, pointer }) => ({
            level: 'warning',
            code,
            schema,
            pointer,
          })),
        )
      })
    },
  )

  it('Anthropic: the 97 tools its budget relaxes are reported non-strict, with STRICT_BUDGET', () => {
    const cells = checkTools(found(corpusTools), ['anthropic'])
    const relaxed = cells.filter((cell) => cell.strict === false)
    expect(relaxed).toHaveLength(97)
    for (const cell of relaxed) {
      expect(cell.status, cell.tool).toBe('non-strict')
      expect(cell.problems.map((problem) => problem.code)).toContain('STRICT_BUDGET')
    }
  })
})
