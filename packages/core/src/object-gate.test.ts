import { toStandardJsonSchema } from '@valibot/to-json-schema'
import { scope, type } from 'arktype'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createTool } from './create-tool'
import type { JsonSchemaAdapter } from './json-schema/adapter'
import { withAdapter } from './json-schema/adapter'
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

// A schema that accepts every value, emitting the given JSON Schema: what the gate alone does.
function emitting(jsonSchema: object): StandardSchemaV1 {
  const schema: StandardSchemaV1 = {
    '~standard': { version: 1, vendor: 'custom', validate: (value) => ({ value }) },
  }
  return withAdapter(schema, {
    vendor: 'custom',
    targets: ['draft-2020-12'],
    toJsonSchema: () => structuredClone(jsonSchema),
  })
}

const loose = { type: 'object', properties: { a: { type: 'string' } } }

describe('object positions in tuples, pattern-keyed records and unions', () => {
  const refused: Record<string, [StandardSchemaV1, unknown, (string | number)[], string?]> = {
    'a tuple item (arktype)': [
      type({ t: [{ 'a?': 'string' }, 'string'] }),
      { t: [[], 'x'] },
      ['t', 0],
    ],
    'a tuple item (valibot)': [
      toStandardJsonSchema(v.object({ t: v.tuple([v.object({ a: v.optional(v.string()) })]) })),
      { t: [['a']] },
      ['t', 0],
    ],
    'a tuple rest item': [
      emitting({ type: 'array', prefixItems: [{ type: 'string' }], items: loose }),
      ['x', {}, []],
      [2],
    ],
    'a pattern-keyed record value (arktype)': [
      type({ r: type.Record(/^x/ as never, { 'a?': 'string' }) }),
      { r: { x1: {}, x2: [] } },
      ['r', 'x2'],
    ],
    'a union member at a key (arktype)': [
      type({ u: type({ 'a?': 'string' }).or('string') }),
      { u: [] },
      ['u'],
      'object or string',
    ],
    'a union root (arktype)': [type({ 'a?': 'string' }).or('string'), [], [], 'object or string'],
    'a key whose branches are an object and a string': [
      emitting({
        anyOf: [
          { type: 'object', properties: { u: loose } },
          { type: 'object', properties: { u: { type: 'string' } } },
        ],
      }),
      { u: ['a'] },
      ['u'],
      'object or string',
    ],
  }
  for (const [name, [schema, value, path, expected = 'object']] of Object.entries(refused)) {
    it(`refuses an array as ${name}, at its path`, async () => {
      const execute = vi.fn(() => 'ran')
      const tool = createTool({ id: 'gate', description: 'Gate', inputSchema: schema, execute })
      const result = await tool.execute?.(value as never, {})
      expect(isValidationError(result)).toBe(true)
      if (isValidationError(result)) {
        expect(result.issues).toEqual([
          { path, message: `Invalid input: expected ${expected}, received array` },
        ])
      }
      expect(execute).not.toHaveBeenCalled()
    })
  }

  // What one branch of the emitted schema accepts is never refused.
  const accepted: Record<string, [StandardSchemaV1, unknown]> = {
    'a string for an object-or-string root': [type({ 'a?': 'string' }).or('string'), 'x'],
    'a string for an object-or-string key': [
      type({ u: type({ 'a?': 'string' }).or('string') }),
      { u: 'x' },
    ],
    'a key no pattern matches, under no additionalProperties': [
      emitting({ type: 'object', patternProperties: { '^x': loose } }),
      { y: [] },
    ],
    'a key a branch leaves open': [
      emitting({
        anyOf: [
          { type: 'object', properties: { u: loose } },
          { type: 'object', properties: { v: { type: 'string' } } },
        ],
      }),
      { u: [] },
    ],
    'a key matching a pattern of one branch, open in the other': [
      emitting({
        anyOf: [
          { type: 'object', patternProperties: { '^x': loose }, additionalProperties: false },
          { type: 'object', additionalProperties: { type: 'array' } },
        ],
      }),
      { x: [] },
    ],
    'a declared property that says nothing, beside object-valued other keys': [
      emitting({
        type: 'object',
        properties: { name: { type: 'string' } },
        additionalProperties: loose,
      }),
      { name: 'x', other: {} },
    ],
    'an item past a tuple that allows any': [
      emitting({ type: 'array', prefixItems: [loose] }),
      [{}, [], 'x'],
    ],
    'an array where one branch is a list': [
      emitting({ anyOf: [loose, { type: 'array', items: { type: 'string' } }] }),
      ['x'],
    ],
  }
  for (const [name, [schema, value]] of Object.entries(accepted)) {
    it(`leaves ${name} to the validator`, () => {
      expect(objectInputIssue(schema, value)).toBeUndefined()
    })
  }

  it('starts a tuple rest at the item after its first ones, when they need no object', async () => {
    const execute = vi.fn((input: unknown) => input)
    for (const inputSchema of [
      z.object({ t: z.tuple([z.string()], z.object({ a: z.string().optional() })) }),
      type({ t: ['string', '...', type({ 'a?': 'string' }).array()] }),
    ]) {
      const tool = createTool({ id: 'rest', description: 'Rest', inputSchema, execute })
      expect(await tool.execute?.({ t: ['s', {}, { a: 'x' }] } as never, {})).toEqual({
        t: ['s', {}, { a: 'x' }],
      })
      const refused = await tool.execute?.({ t: ['s', {}, []] } as never, {})
      expect(isValidationError(refused) && refused.issues.map((issue) => issue.path)).toEqual([
        ['t', 2],
      ])
    }
  })

  it('keeps no plan for a union whose branches accept every type', () => {
    expect(objectPositions(emitting({ anyOf: [loose, {}] }))).toBeUndefined()
  })

  it('drops the plan of a schema past its size limit, refusing nothing', () => {
    const properties: Record<string, object> = {}
    for (let index = 0; index < 1_000; index++) properties[`k${index}`] = loose
    const branches = Array.from({ length: 100 }, () => ({ type: 'object', properties }))
    const schema = emitting({ anyOf: branches.map((branch) => structuredClone(branch)) })
    expect(objectPositions(schema)).toBeUndefined()
  })
})

describe("patterns of a schema that may be a remote server's", () => {
  // A JSON Schema from an MCP listing (`fromJsonSchema`) names its own patterns, and the model
  // names the keys: core must never run a backtracking pattern on them.
  const hostile = () =>
    emitting({
      type: 'object',
      properties: { [`${'a'.repeat(40)}!`]: { type: 'string' } },
      patternProperties: { '^(a+)+$': loose },
    })

  it('makes its plan without running the pattern on declared keys', () => {
    expect(() => objectPositions(hostile())).not.toThrow()
  })

  it('leaves keys under such a pattern to the validator, in time linear in the key', () => {
    const input = { [`${'a'.repeat(40)}!`]: 'x', [`${'a'.repeat(5_000)}!`]: [] }
    expect(objectInputIssue(hostile(), input)).toBeUndefined()
  })
})
