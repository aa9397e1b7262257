import {
  toJsonSchema as coreToJsonSchema,
  extractJsonSchema,
  MissingJsonSchemaError,
  toolJsonSchema,
  UnrepresentableSchemaError,
  withAdapter,
} from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as zm from 'zod/mini'
import { zodAdapter } from './adapter'
import { createTool, toJsonSchema } from './index'

const warningsOf = (schema: Parameters<typeof withAdapter>[0], io: 'input' | 'output' = 'input') =>
  extractJsonSchema(withAdapter(schema, zodAdapter), { io, onUnrepresentable: 'any' }).warnings.map(
    (warning) => `${warning.code} ${warning.path}`,
  )

describe('the Zod adapter', () => {
  it('gives Zod mini schemas, which have no ~standard.jsonSchema, a JSON Schema', () => {
    const input = zm.object({ city: zm.string(), days: zm.optional(zm.number()) })
    const tool = createTool({ id: 'weather', description: 'Get the weather', inputSchema: input })
    expect(toolJsonSchema(tool, 'inputSchema')).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { city: { type: 'string' }, days: { type: 'number' } },
      required: ['city'],
    })
    // Without the adapter, core has nothing to ask a Zod mini schema for.
    expect(() => coreToJsonSchema(zm.object({ city: zm.string() }))).toThrow(MissingJsonSchemaError)
  })

  it('reports what Zod turns into {} or drops, with JSON pointers', () => {
    const schema = z.object({
      when: z.date(),
      size: z.bigint().optional(),
      name: z.string().refine((name) => name.trim() === name),
      length: z.string().transform((text) => text.length),
      since: z.date().default(() => new Date(0)),
    })
    expect(warningsOf(schema)).toEqual([
      'date /properties/when',
      'bigint /properties/size',
      'refinement /properties/name',
      'date /properties/since',
      'default /properties/since',
    ])
    expect(warningsOf(schema, 'output')).toContain('transform /properties/length')
    expect(() => toJsonSchema(schema)).toThrow(UnrepresentableSchemaError)
  })

  it('keeps exact conversions exact: nothing reported', () => {
    expect(
      warningsOf(z.object({ units: z.enum(['metric', 'imperial']).default('metric') })),
    ).toEqual([])
    expect(warningsOf(z.string().transform((text) => text.length))).toEqual([])
  })

  it("passes Zod's own options through, and calls the caller's override", () => {
    const Tree: z.ZodType<{ children: unknown[] }> = z.object({
      get children() {
        return z.array(Tree)
      },
    })
    expect(() => toJsonSchema(Tree, { libraryOptions: { zod: { cycles: 'throw' } } })).toThrow(
      /Cycle detected/,
    )
    const schema = toJsonSchema(z.object({ city: z.string() }), {
      libraryOptions: {
        zod: {
          override: (context) => {
            if (context.zodSchema._zod.def.type === 'string')
              context.jsonSchema.examples = ['Paris']
          },
        },
      },
    })
    expect(schema).toMatchObject({ properties: { city: { type: 'string', examples: ['Paris'] } } })
  })

  it('keeps options of other libraries away from Zod', () => {
    const schema = z.object({ when: z.date() })
    // A Valibot option that would change the result if Zod read it: Zod's default still holds.
    const options = { libraryOptions: { valibot: { unrepresentable: 'throw' } } } as never
    expect(() => toJsonSchema(schema, options)).toThrow(UnrepresentableSchemaError)
    expect(() => toJsonSchema(schema, options)).toThrow(/\/properties\/when \(date\)/)
  })

  it('emits OpenAPI 3.0 with Zod itself', () => {
    expect(
      toJsonSchema(z.object({ note: z.string().nullable() }), { target: 'openapi-3.0' }),
    ).toEqual({
      type: 'object',
      properties: { note: { type: 'string', nullable: true } },
      required: ['note'],
    })
  })
})

describe('createTool from @polytool/zod', () => {
  it('validates and normalises issues like core', async () => {
    const tool = createTool({
      id: 'weather',
      description: 'Get the weather',
      inputSchema: z.object({ city: z.string(), days: z.int().min(1) }),
      execute: async ({ city, days }) => `${city} ${days}`,
    })
    const result = await tool.execute!({ city: 1, days: 0 } as never)
    expect(result).toMatchObject({
      error: true,
      code: 'TOOL_INPUT_INVALID',
      issues: [
        { path: ['city'], message: expect.any(String) },
        { path: ['days'], message: expect.any(String) },
      ],
    })
  })
})
