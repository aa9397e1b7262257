import { type } from 'arktype'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import type { StandardSchemaV1 } from '../standard-schema'
import { type JsonSchemaAdapter, withAdapter } from './adapter'
import { MissingJsonSchemaError, UnrepresentableSchemaError } from './errors'
import { extractJsonSchema, toJsonSchema } from './to-json-schema'
import { toolJsonSchema } from './tool-json-schema'
import { markUnrepresentable } from './unrepresentable'

// A Standard Schema with Standard JSON Schema that records the options it is asked with.
function recordingSchema(vendor: string) {
  const calls: Array<{ io: string; target: string; libraryOptions?: Record<string, unknown> }> = []
  const converter =
    (io: string) => (options: { target: string; libraryOptions?: Record<string, unknown> }) => {
      calls.push({ io, ...options })
      return { type: 'string', description: `${io} for ${options.target}` }
    }
  const schema = {
    '~standard': {
      version: 1 as const,
      vendor,
      validate: (value: unknown) =>
        typeof value === 'string' ? { value } : { issues: [{ message: 'expected a string' }] },
      jsonSchema: { input: converter('input'), output: converter('output') },
    },
  }
  return { schema: schema as StandardSchemaV1<string>, calls }
}

// An adapter for a small schema library: `{ kind: 'date' }` cannot be represented.
const toyAdapter: JsonSchemaAdapter = {
  vendor: 'toy',
  targets: ['draft-2020-12'],
  toJsonSchema: (schema) => {
    const fields = (schema as unknown as { fields: Record<string, string> }).fields
    const properties: Record<string, object> = {}
    for (const [key, kind] of Object.entries(fields)) {
      properties[key] =
        kind === 'date'
          ? markUnrepresentable({}, 'date', 'toy dates have no JSON type')
          : { type: kind }
    }
    return { type: 'object', properties, required: Object.keys(fields) }
  },
}

function toySchema(fields: Record<string, string>): StandardSchemaV1 {
  return {
    fields,
    '~standard': { version: 1, vendor: 'toy', validate: (value: unknown) => ({ value }) },
  } as unknown as StandardSchemaV1
}

describe('toJsonSchema', () => {
  it("emits a schema's own Standard JSON Schema, frozen all the way down", () => {
    const schema = toJsonSchema(z.object({ city: z.string(), tags: z.array(z.string()) }))
    expect(schema).toMatchObject({ type: 'object', required: ['city', 'tags'] })
    expect(Object.isFrozen(schema)).toBe(true)
    const properties = schema.properties as Record<string, { items: object }>
    expect(Object.isFrozen(properties)).toBe(true)
    expect(Object.isFrozen(properties.tags!.items)).toBe(true)
    expect(() => {
      ;(schema as Record<string, unknown>).type = 'array'
    }).toThrow(TypeError)
  })

  it('refuses an unknown io or target with the accepted values', () => {
    const { schema } = recordingSchema('acme')
    expect(() => toJsonSchema(schema, { target: 'draft-04' as never })).toThrow(
      'toJsonSchema: target must be one of "draft-2020-12", "draft-07", "openapi-3.0", received draft-04',
    )
    expect(() => toJsonSchema(schema, { io: 'both' as never })).toThrow(
      'toJsonSchema: io must be "input" or "output", received both',
    )
  })

  it('caches per schema, io and target', () => {
    const { schema, calls } = recordingSchema('recording')
    const first = toJsonSchema(schema)
    expect(toJsonSchema(schema)).toBe(first)
    expect(toJsonSchema(schema, { io: 'output' })).not.toBe(first)
    expect(toJsonSchema(schema, { target: 'draft-07' })).not.toBe(first)
    expect(calls.map((call) => `${call.io}/${call.target}`)).toEqual([
      'input/draft-2020-12',
      'output/draft-2020-12',
      'input/draft-07',
    ])
  })

  it("passes libraryOptions only to the schema's own vendor", () => {
    const { schema, calls } = recordingSchema('alpha')
    const libraryOptions = { alpha: { mode: 'a' }, beta: { mode: 'b' } }
    toJsonSchema(schema, { libraryOptions })
    expect(calls).toEqual([{ io: 'input', target: 'draft-2020-12', libraryOptions: { mode: 'a' } }])
    const other = recordingSchema('gamma')
    toJsonSchema(other.schema, { libraryOptions })
    expect(other.calls).toEqual([{ io: 'input', target: 'draft-2020-12' }])
  })

  it('throws MissingJsonSchemaError for a schema that only validates, naming the tool and both fixes', () => {
    const tool = createTool({
      id: 'weather-tool',
      description: 'Get the weather',
      inputSchema: v.object({ city: v.string() }),
      execute: async ({ city }) => ({ city }),
    })
    const error = (() => {
      try {
        toolJsonSchema(tool, 'inputSchema')
      } catch (caught) {
        return caught
      }
    })() as MissingJsonSchemaError
    expect(error).toBeInstanceOf(MissingJsonSchemaError)
    expect(error.code).toBe('JSON_SCHEMA_MISSING')
    expect(error.toolId).toBe('weather-tool')
    expect(error.message).toContain(
      'Tool "weather-tool" inputSchema (valibot, input, draft-2020-12)',
    )
    expect(error.message).toContain('@polytool/valibot')
    expect(error.message).toContain('withJsonSchema')
  })

  it('still lets a validate-only schema run as a tool', async () => {
    const tool = createTool({
      id: 'echo',
      description: 'Echoes the city',
      inputSchema: v.object({ city: v.string() }),
      execute: async ({ city }) => city,
    })
    await expect(tool.execute!({ city: 'Paris' })).resolves.toBe('Paris')
  })

  it('derives a target the library refuses from its draft 2020-12 schema', () => {
    const schema = toJsonSchema(type({ 'note?': 'string | null', count: 'number > 0' }), {
      target: 'openapi-3.0',
    })
    expect(schema).toEqual({
      type: 'object',
      properties: {
        count: { type: 'number', minimum: 0, exclusiveMinimum: true },
        note: { type: 'string', nullable: true },
      },
      required: ['count'],
    })
  })

  it('refuses a value that is not a Standard Schema with a clear error', () => {
    expect(() => toJsonSchema({ type: 'string' } as never)).toThrow(
      'toJsonSchema expected a Standard Schema (an object with "~standard.validate"); wrap a plain JSON Schema with fromJsonSchema() from @polytool/json-schema, received {"type":"string"}',
    )
  })

  it('wraps an exception of the library converter, keeping it as the cause', () => {
    const schema = z.object({ when: z.date() })
    const error = (() => {
      try {
        toJsonSchema(schema, { libraryOptions: { zod: { unrepresentable: 'throw' } } })
      } catch (caught) {
        return caught
      }
    })() as UnrepresentableSchemaError
    expect(error).toBeInstanceOf(UnrepresentableSchemaError)
    expect(error.code).toBe('conversion-failed')
    expect(error.cause).toBeInstanceOf(Error)
    expect(error.message).toContain('Date cannot be represented')
  })
})

describe('lossy conversions', () => {
  const schema = () => withAdapter(toySchema({ name: 'string', born: 'date' }), toyAdapter)

  it('throws UnrepresentableSchemaError with the path and code by default', () => {
    const error = (() => {
      try {
        toJsonSchema(schema(), { toolId: 'people', option: 'inputSchema' })
      } catch (caught) {
        return caught
      }
    })() as UnrepresentableSchemaError
    expect(error).toBeInstanceOf(UnrepresentableSchemaError)
    expect(error.name).toBe('UnrepresentableSchemaError')
    expect(error.code).toBe('date')
    expect(error.path).toBe('/properties/born')
    expect(error.toolId).toBe('people')
    expect(error.message).toContain('Tool "people" inputSchema (toy, input, draft-2020-12)')
    expect(error.message).toContain('/properties/born (date): toy dates have no JSON type')
  })

  it("emits a permissive schema and warnings under onUnrepresentable: 'any'", () => {
    const result = extractJsonSchema(schema(), { onUnrepresentable: 'any' })
    expect(result.schema).toEqual({
      type: 'object',
      properties: { name: { type: 'string' }, born: {} },
      required: ['name', 'born'],
    })
    expect(result.warnings).toEqual([
      { code: 'date', path: '/properties/born', message: 'toy dates have no JSON type' },
    ])
  })

  it('lets a handler replace each lossy part', () => {
    const seen: string[] = []
    const result = extractJsonSchema(schema(), {
      onUnrepresentable: (part) => {
        seen.push(`${part.code} ${part.path}`)
        return { type: 'string', format: 'date-time' }
      },
    })
    expect(seen).toEqual(['date /properties/born'])
    expect((result.schema.properties as Record<string, unknown>).born).toEqual({
      type: 'string',
      format: 'date-time',
    })
    // The default policy is not affected by what a handler returned.
    expect(() => toJsonSchema(schema())).toThrow(UnrepresentableSchemaError)
  })

  it('drops cached conversions when a schema is bound to an adapter', () => {
    const { schema: recorded } = recordingSchema('toy')
    const before = toJsonSchema(recorded)
    expect(before).toMatchObject({ type: 'string' })
    const rebound = withAdapter(recorded, {
      ...toyAdapter,
      toJsonSchema: () => ({ type: 'string', title: 'from the adapter' }),
    })
    expect(rebound).toBe(recorded)
    expect(toJsonSchema(rebound)).toEqual({ type: 'string', title: 'from the adapter' })
  })

  it('reads ~standard of a schema bound to an adapter once, however often it is asked', () => {
    let reads = 0
    const props = { version: 1, vendor: 'toy', validate: (value: unknown) => ({ value }) }
    const counted = withAdapter(
      Object.defineProperty({ fields: { name: 'string' } }, '~standard', {
        get: () => {
          reads++
          return props
        },
      }) as unknown as StandardSchemaV1,
      toyAdapter,
    )
    toJsonSchema(counted)
    const readsOnce = reads
    for (let ask = 0; ask < 5; ask++) toJsonSchema(counted, { toolId: `tool-${ask}` })
    toJsonSchema(counted, { io: 'output' })
    expect(reads).toBe(readsOnce)
    // Bound again, it is read again: the new adapter may be for another vendor.
    withAdapter(counted, { ...toyAdapter })
    const readsBound = reads
    toJsonSchema(counted)
    expect(reads).toBe(readsBound + 1)
  })

  it('keeps no vendor that differs from its adapter, so a later read can correct it', () => {
    let vendor = 'toy'
    const seen: unknown[] = []
    const props = () => ({ version: 1, vendor, validate: (value: unknown) => ({ value }) })
    const shifting = withAdapter(
      Object.defineProperty({ fields: { name: 'string' } }, '~standard', {
        get: props,
      }) as unknown as StandardSchemaV1,
      {
        ...toyAdapter,
        toJsonSchema: (schema, request) => {
          seen.push(request.libraryOptions)
          return toyAdapter.toJsonSchema(schema, request)
        },
      },
    )
    const libraryOptions = { toy: { mine: true }, foreign: { foreign: true } }
    vendor = 'foreign'
    toJsonSchema(shifting, { libraryOptions })
    vendor = 'toy'
    toJsonSchema(shifting, { libraryOptions, io: 'output' })
    expect(seen).toEqual([{ foreign: true }, { mine: true }])
  })

  it('reads ~standard of a schema without an adapter at every call', () => {
    const { schema } = recordingSchema('native')
    let reads = 0
    const counted = Object.defineProperty({}, '~standard', {
      get: () => {
        reads++
        return schema['~standard']
      },
    }) as StandardSchemaV1
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    toJsonSchema(counted)
    const readsOnce = reads
    toJsonSchema(counted)
    expect(reads).toBeGreaterThan(readsOnce)
    vi.restoreAllMocks()
  })
})
