import { toStandardJsonSchema } from '@valibot/to-json-schema'
import { scope, type } from 'arktype'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createTool } from './create-tool'
import type { JsonSchemaAdapter } from './json-schema/adapter'
import { createToolWith } from './json-schema/create-tool-with'
import { objectPositions } from './json-schema/object-positions'
import { findEntry } from './json-schema/schema-state'
import { objectInputIssue } from './object-gate'
import type { StandardSchemaV1 } from './standard-schema'
import { validateToolInput } from './validate-tool-input'
import { isValidationError } from './validation-error'

// What a model or a careless caller sends where an object belongs.
const NOT_OBJECTS: readonly unknown[] = [[], ['units'], 'x', '', null, 0, 1, true, false]

// All-optional and defaulted objects: the shapes some libraries let an array through.
const objectInputs: Record<string, StandardSchemaV1> = {
  'zod, optional': z.object({ units: z.string().optional() }),
  'zod, default': z.object({ units: z.string().default('metric') }),
  'valibot, optional': toStandardJsonSchema(v.object({ units: v.optional(v.string()) })),
  'valibot, default': toStandardJsonSchema(v.object({ units: v.optional(v.string(), 'metric') })),
  'arktype, optional': type({ 'units?': 'string' }),
  'arktype, default': type({ units: 'string = "metric"' }),
}

describe('object-rooted tool inputs', () => {
  for (const [name, inputSchema] of Object.entries(objectInputs)) {
    it(`refuses every non-object before the library sees it (${name})`, async () => {
      const execute = vi.fn(() => 'ran')
      const validate = vi.spyOn(inputSchema['~standard'], 'validate')
      const tool = createTool({ id: 'units', description: 'Units', inputSchema, execute })
      for (const value of NOT_OBJECTS) {
        const result = await tool.execute?.(value as never, {})
        expect(isValidationError(result), JSON.stringify(value)).toBe(true)
        if (!isValidationError(result)) continue
        expect(result.code).toBe('TOOL_INPUT_INVALID')
        expect(result.issues).toEqual([
          {
            path: [],
            message: `Invalid input: expected object, received ${value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value}`,
          },
        ])
      }
      expect(execute).not.toHaveBeenCalled()
      expect(validate).not.toHaveBeenCalled()
      expect(await tool.execute?.({} as never, {})).toBe('ran')
      validate.mockRestore()
    })
  }

  it('names the type received in the issue, never the value', async () => {
    const tool = createTool({
      id: 'units',
      description: 'Units',
      inputSchema: objectInputs['arktype, default'] as StandardSchemaV1,
      execute: () => 'ran',
    })
    const result = await tool.execute?.('sk-a-private-value-0123456789' as never, {})
    expect(isValidationError(result)).toBe(true)
    if (isValidationError(result)) {
      expect(JSON.stringify(result.issues)).not.toContain('private-value')
    }
  })

  it('refuses a non-object for a root that is a union of objects', async () => {
    const inputSchema = z.union([z.object({ a: z.string() }), z.object({ b: z.number() })])
    expect(await validateToolInput(inputSchema, [])).toMatchObject({ ok: false, issueCount: 1 })
  })

  it('leaves a root that is not only an object to the validator', async () => {
    expect(await validateToolInput(z.string(), 'x')).toEqual({ ok: true, value: 'x' })
    expect(await validateToolInput(z.object({}).nullable(), null)).toEqual({
      ok: true,
      value: null,
    })
    expect(await validateToolInput(z.array(z.number()), [1])).toEqual({ ok: true, value: [1] })
  })

  it('leaves undefined, which no model can send, to the validator (a root default)', async () => {
    const inputSchema = z.object({ units: z.string() }).default({ units: 'metric' })
    expect(await validateToolInput(inputSchema, undefined)).toEqual({
      ok: true,
      value: { units: 'metric' },
    })
  })

  it('leaves a schema with no JSON Schema to its validator, as before', async () => {
    const validateOnly: StandardSchemaV1 = {
      '~standard': { version: 1, vendor: 'custom', validate: (value) => ({ value }) },
    }
    expect(await validateToolInput(validateOnly, [])).toEqual({ ok: true, value: [] })
  })

  it('converts the input once, at createTool, not per call', async () => {
    const toJsonSchema = vi.fn(() => ({ type: 'object', properties: {} }))
    const adapter: JsonSchemaAdapter = {
      vendor: 'custom',
      targets: ['draft-2020-12'],
      toJsonSchema,
    }
    const inputSchema: StandardSchemaV1 = {
      '~standard': { version: 1, vendor: 'custom', validate: (value) => ({ value }) },
    }
    const tool = createToolWith(adapter)({
      id: 'custom',
      description: 'Custom',
      inputSchema,
      execute: () => 'ran',
    })
    expect(toJsonSchema).toHaveBeenCalledTimes(1)
    for (const value of NOT_OBJECTS) {
      expect(isValidationError(await tool.execute?.(value as never, {}))).toBe(true)
    }
    expect(await tool.execute?.({} as never, {})).toBe('ran')
    expect(toJsonSchema).toHaveBeenCalledTimes(1)
  })
})

describe('object positions below the root', () => {
  const item = v.object({ a: v.optional(v.string()) })
  const positions: Record<string, [StandardSchemaV1, unknown, (string | number)[]]> = {
    'a record value (valibot)': [
      toStandardJsonSchema(v.record(v.string(), item)),
      { k: {}, j: [] },
      ['j'],
    ],
    'a recursive $ref (arktype)': [
      scope({ tree: { 'child?': 'tree', 'a?': 'string' } }).export().tree,
      { child: { child: [] } },
      ['child', 'child'],
    ],
    'an intersection (arktype)': [
      type({ 'x?': { 'a?': 'string' } }).and({ 'y?': 'string' }),
      { x: [] },
      ['x'],
    ],
    'a nullable property (valibot)': [
      toStandardJsonSchema(v.object({ o: v.nullable(item) })),
      { o: [] },
      ['o'],
    ],
  }
  for (const [name, [schema, value, path]] of Object.entries(positions)) {
    it(`refuses an array as ${name}, at its path`, async () => {
      const result = await validateToolInput(schema, value)
      expect(result).toMatchObject({ ok: false, issues: [{ path }] })
    })
  }

  it('lets null through a nullable object, and an object through every position', async () => {
    const schema = toStandardJsonSchema(
      v.object({ o: v.nullable(item), r: v.record(v.string(), item) }),
    )
    expect(await validateToolInput(schema, { o: null, r: { k: {} } })).toMatchObject({ ok: true })
  })

  it('ends on a cyclic value with a recursive schema', async () => {
    const tree = scope({ tree: { 'child?': 'tree' } }).export().tree
    const cyclic: { child?: unknown } = {}
    cyclic.child = cyclic
    expect(objectInputIssue(tree, cyclic)).toBeUndefined()
  })

  it('reads the positions of a tool made by createTool at its first call, from one conversion', async () => {
    const toJsonSchema = vi.fn(() => ({
      type: 'object',
      properties: { o: { type: 'object', properties: {} } },
    }))
    const adapter: JsonSchemaAdapter = {
      vendor: 'custom',
      targets: ['draft-2020-12'],
      toJsonSchema,
    }
    const inputSchema: StandardSchemaV1 = {
      '~standard': { version: 1, vendor: 'custom', validate: (value) => ({ value }) },
    }
    const tool = createToolWith(adapter)({
      id: 'nested',
      description: 'Nested',
      inputSchema,
      execute: () => 'ran',
    })
    // Made only to be listed, a tool has no positions read: they are the first call's to read.
    expect(findEntry(inputSchema)?.objectPositions).toBeUndefined()
    const result = await tool.execute?.({ o: [] } as never, {})
    expect(result).toMatchObject({ code: 'TOOL_INPUT_INVALID', issues: [{ path: ['o'] }] })
    expect(findEntry(inputSchema)?.objectPositions).toBeDefined()
    expect(await tool.execute?.({ o: {} } as never, {})).toBe('ran')
    expect(toJsonSchema).toHaveBeenCalledTimes(1)
  })

  it('keeps no plan for a flat object, whose root alone is checked', () => {
    expect(objectPositions(z.object({ a: z.string(), b: z.number().optional() }))).toBeUndefined()
  })
})
