import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTool } from '../create-tool'
import type { StandardSchemaV1 } from '../standard-schema'
import { type JsonSchemaAdapter, withAdapter } from './adapter'
import { markLooserWhere } from './mark-looser-where'
import { extractJsonSchema, toJsonSchema } from './to-json-schema'

// A library whose multipleOf tolerates float error and whose URL check accepts "a:".
const looseAdapter: JsonSchemaAdapter = {
  vendor: 'loose',
  targets: ['draft-2020-12'],
  freshOutput: true,
  toJsonSchema: () =>
    markLooserWhere(
      {
        type: 'object',
        properties: {
          step: { type: 'number', multipleOf: 5 },
          link: { type: 'string', format: 'uri', default: { format: 'uri' } },
          mail: { type: 'string', format: 'email' },
        },
      },
      [
        { keyword: 'multipleOf', message: 'accepts 1e-300' },
        { keyword: 'format', value: 'uri', message: 'accepts "a:"' },
      ],
    ),
}

function looseSchema(): StandardSchemaV1 {
  return withAdapter(
    { '~standard': { version: 1, vendor: 'loose', validate: (value) => ({ value }) } },
    looseAdapter,
  )
}

describe('looser parts', () => {
  afterEach(() => vi.restoreAllMocks())

  it('are reported by keyword and JSON pointer, and removed from the schema', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { schema, looser } = extractJsonSchema(looseSchema())
    expect(looser).toEqual([
      { keyword: 'multipleOf', path: '/properties/step', message: 'accepts 1e-300' },
      { keyword: 'format', path: '/properties/link', message: 'accepts "a:"' },
    ])
    expect(JSON.stringify(schema)).not.toContain('x-polytool')
    // Data that looks like a keyword is not a schema node.
    expect(schema).toMatchObject({ properties: { link: { default: { format: 'uri' } } } })
  })

  it('are warned about once each, naming the tool, keyword and pointer', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const inputSchema = looseSchema()
    const tool = createTool({ id: 'measure', description: 'Measures', inputSchema })
    // Learning the root at createTool warns about nothing: the user has not asked for the schema.
    expect(warn).not.toHaveBeenCalled()
    toJsonSchema(tool.inputSchema as StandardSchemaV1, { toolId: 'measure', option: 'inputSchema' })
    toJsonSchema(tool.inputSchema as StandardSchemaV1, { toolId: 'measure', option: 'inputSchema' })
    expect(warn.mock.calls.map(([text]) => text)).toEqual([
      'polytool: Tool "measure" inputSchema (loose, input, draft-2020-12): the "loose" validator accepts more than "multipleOf" says at /properties/step: accepts 1e-300',
      'polytool: Tool "measure" inputSchema (loose, input, draft-2020-12): the "loose" validator accepts more than "format" says at /properties/link: accepts "a:"',
    ])
  })

  it('do not make toJsonSchema throw: the model is told less than the tool accepts', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(toJsonSchema(looseSchema())).toMatchObject({ type: 'object' })
  })

  it('are found in a deep output without a stack overflow', () => {
    let deep: Record<string, unknown> = { type: 'number', multipleOf: 2 }
    for (let level = 0; level < 900; level++) deep = { type: 'array', items: deep }
    markLooserWhere(deep, [{ keyword: 'multipleOf', message: 'tolerant' }])
    let node = deep
    while (node.items !== undefined) node = node.items as Record<string, unknown>
    expect(node['x-polytool-looser']).toEqual([{ keyword: 'multipleOf', message: 'tolerant' }])
  })
})
