import { createTool, JSON_SCHEMA_TARGETS, toJsonSchema } from '@polytool/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fromJsonSchema } from './from-json-schema'
import { toProviderTools } from './tools/to-provider-tools'

const NO_ADAPTER = /without an adapter: losses .* cannot be reported/

const positive = () =>
  fromJsonSchema({
    type: 'object',
    properties: { n: { type: 'integer', minimum: 1 } },
    required: ['n'],
  })

// The tests share the process-wide "warned once per vendor" memory: they run in this order.
describe('the no-adapter warning and fromJsonSchema', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is not printed for a fromJsonSchema schema, whose JSON Schema is its own', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const schema = positive()
    for (const target of JSON_SCHEMA_TARGETS) {
      for (const io of ['input', 'output'] as const) toJsonSchema(schema, { io, target })
    }
    const tool = createTool({ id: 'count', description: 'Counts', inputSchema: schema })
    toProviderTools([tool], 'anthropic')
    expect(warn.mock.calls.filter(([line]) => NO_ADAPTER.test(String(line)))).toEqual([])
  })

  it('is still printed for another "polytool" schema, even one that borrows a fromJsonSchema converter', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const standard = positive()['~standard']
    const lookalike = { '~standard': { ...standard, validate: () => ({ value: 'anything' }) } }
    toJsonSchema(lookalike)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(NO_ADAPTER))
    expect(warn.mock.calls[0]?.[0]).toContain('"polytool" schemas')
  })

  it('converts a fromJsonSchema schema to every target as its own converter does', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const schema = positive()
    const unbound = { '~standard': schema['~standard'] }
    for (const target of JSON_SCHEMA_TARGETS) {
      for (const io of ['input', 'output'] as const) {
        expect(toJsonSchema(schema, { io, target }), `${io} ${target}`).toEqual(
          toJsonSchema(unbound, { io, target }),
        )
      }
    }
  })
})
