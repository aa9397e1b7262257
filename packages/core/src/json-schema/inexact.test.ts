import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTool } from '../create-tool'
import type { StandardSchemaV1 } from '../standard-schema'
import { type JsonSchemaAdapter, withAdapter } from './adapter'
import { markInexactWhere } from './mark-inexact-where'
import { extractJsonSchema, toJsonSchema } from './to-json-schema'

// A library whose multipleOf tolerates float error and whose URL check accepts "a:".
const looseAdapter: JsonSchemaAdapter = {
  vendor: 'loose',
  targets: ['draft-2020-12'],
  freshOutput: true,
  toJsonSchema: () =>
    markInexactWhere(
      {
        type: 'object',
        properties: {
          step: { type: 'number', multipleOf: 5 },
          link: { type: 'string', format: 'uri', default: { format: 'uri' } },
          mail: { type: 'string', format: 'email' },
        },
      },
      [
        { keyword: 'multipleOf', direction: 'looser', message: 'accepts 1e-300' },
        {
          keyword: 'format',
          value: 'uri',
          direction: 'both',
          message: 'accepts "a:", refuses "http://"',
        },
      ],
    ),
}

function looseSchema(): StandardSchemaV1 {
  return withAdapter(
    { '~standard': { version: 1, vendor: 'loose', validate: (value) => ({ value }) } },
    looseAdapter,
  )
}

describe('inexact parts', () => {
  afterEach(() => vi.restoreAllMocks())

  it('are reported by keyword and JSON pointer, and removed from the schema', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { schema, inexact } = extractJsonSchema(looseSchema())
    expect(inexact).toEqual([
      {
        keyword: 'multipleOf',
        path: '/properties/step',
        direction: 'looser',
        message: 'accepts 1e-300',
      },
      {
        keyword: 'format',
        path: '/properties/link',
        direction: 'both',
        message: 'accepts "a:", refuses "http://"',
      },
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
      'polytool: Tool "measure" inputSchema (loose, input, draft-2020-12): the "loose" validator accepts more than "multipleOf" at /properties/step: accepts 1e-300',
      'polytool: Tool "measure" inputSchema (loose, input, draft-2020-12): the "loose" validator does not check exactly "format" at /properties/link: accepts "a:", refuses "http://"',
    ])
  })

  it('are warned about for each tool that shares one schema, and once per tool', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const inputSchema = looseSchema()
    for (const toolId of ['first', 'second', 'first', 'second']) {
      toJsonSchema(inputSchema, { toolId, option: 'inputSchema' })
    }
    const lines = warn.mock.calls.map(([text]) => String(text))
    expect(lines).toHaveLength(4)
    expect(lines.filter((line) => line.startsWith('polytool: Tool "first"'))).toHaveLength(2)
    expect(lines.filter((line) => line.startsWith('polytool: Tool "second"'))).toHaveLength(2)
  })

  it('are warned about again for a new subject, told apart from the one asked last', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const inputSchema = looseSchema()
    for (const toolId of ['lastA', 'lastA', 'lastB', 'lastA', 'lastB']) {
      toJsonSchema(inputSchema, { toolId, option: 'inputSchema' })
    }
    toJsonSchema(inputSchema, { toolId: 'lastA', option: 'resumeSchema' })
    toJsonSchema(inputSchema, { toolId: 'lastA', option: 'resumeSchema', io: 'output' })
    toJsonSchema(inputSchema, { toolId: 'lastA', option: 'resumeSchema', io: 'output' })
    // Two parts for each distinct subject: two tools, another option, the other side.
    expect(warn).toHaveBeenCalledTimes(8)
    expect(new Set(warn.mock.calls.map(([text]) => text)).size).toBe(8)
  })

  it('are warned about for subjects whose names hold a separator character', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const inputSchema = looseSchema()
    toJsonSchema(inputSchema, { toolId: 'nul\u0000a', option: 'c' })
    toJsonSchema(inputSchema, { toolId: 'nul', option: 'a\u0000c' })
    expect(warn).toHaveBeenCalledTimes(4)
  })

  it('do not make toJsonSchema throw: the model is told less than the tool accepts', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(toJsonSchema(looseSchema())).toMatchObject({ type: 'object' })
  })

  it('are found in a deep output without a stack overflow', () => {
    let deep: Record<string, unknown> = { type: 'number', multipleOf: 2 }
    for (let level = 0; level < 900; level++) deep = { type: 'array', items: deep }
    markInexactWhere(deep, [{ keyword: 'multipleOf', direction: 'looser', message: 'tolerant' }])
    let node = deep
    while (node.items !== undefined) node = node.items as Record<string, unknown>
    expect(node['x-polytool-inexact']).toEqual([
      { keyword: 'multipleOf', direction: 'looser', message: 'tolerant' },
    ])
  })

  it('are warned about in lines of bounded length, whatever the schema holds', () => {
    // A hostile or generated schema: a property name and a keyword value of a megabyte each,
    // which the warning would quote in full through the pointer and the message.
    const huge = 'p'.repeat(1_000_000)
    const hugeAdapter: JsonSchemaAdapter = {
      vendor: 'loose',
      targets: ['draft-2020-12'],
      freshOutput: true,
      toJsonSchema: () =>
        markInexactWhere(
          { type: 'object', properties: { [huge]: { type: 'string', pattern: huge } } },
          [{ keyword: 'pattern', direction: 'both', message: `checks ${huge} differently` }],
        ),
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const schema = withAdapter(
      { '~standard': { version: 1, vendor: 'loose', validate: (value) => ({ value }) } },
      hugeAdapter,
    )
    toJsonSchema(schema)
    expect(warn).toHaveBeenCalledTimes(1)
    const [line] = warn.mock.calls[0] as [string]
    expect(line).toMatch(
      /^polytool: The schema \(loose, input, draft-2020-12\): the "loose" validator/,
    )
    expect(line.length).toBeLessThanOrEqual(1_000)
  })
})
