import { compileJudge, createValidator } from '@polytool/conformance'
import { extractJsonSchema, type JsonSchemaTarget, withAdapter } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { valibotAdapter } from './adapter'

const emitted = (
  schema: v.GenericSchema,
  io: 'input' | 'output' = 'output',
  target: JsonSchemaTarget = 'draft-2020-12',
) =>
  extractJsonSchema(withAdapter(schema, valibotAdapter), { io, target, onUnrepresentable: 'any' })

// Whether the output JSON Schema admits each value.
const admits = (schema: v.GenericSchema, values: readonly unknown[]) => {
  const judge = compileJudge(createValidator(), emitted(schema).schema)
  return values.map((value) => judge(value).ok)
}

describe('the output of a v.object()', () => {
  it('holds only its own keys: closed on the output side, open on the input side', () => {
    const schema = v.object({ a: v.string(), inner: v.object({ b: v.number() }) })
    expect(emitted(schema).schema).toMatchObject({
      additionalProperties: false,
      properties: { inner: { additionalProperties: false } },
    })
    expect(emitted(schema, 'input').schema).not.toHaveProperty('additionalProperties')
    expect(
      admits(schema, [
        { a: 'x', inner: { b: 1 } },
        { a: 'x', inner: { b: 1 }, c: 1 },
      ]),
    ).toEqual([true, false])
  })

  it('leaves loose objects, objects with a rest and strict objects as Valibot writes them', () => {
    expect(emitted(v.looseObject({ a: v.string() })).schema).not.toHaveProperty(
      'additionalProperties',
    )
    expect(emitted(v.objectWithRest({ a: v.string() }, v.number())).schema).toMatchObject({
      additionalProperties: { type: 'number' },
    })
    expect(emitted(v.strictObject({ a: v.string() })).schema).toMatchObject({
      additionalProperties: false,
    })
  })

  it('is closed in every option of a union and inside a recursive schema', () => {
    const union = v.union([v.object({ a: v.string() }), v.object({ b: v.string() })])
    expect(admits(union, [{ a: 'x' }, { a: 'x', b: 'y' }])).toEqual([true, false])
    interface Tree {
      children: Tree[]
    }
    const tree: v.GenericSchema<Tree> = v.object({ children: v.array(v.lazy(() => tree)) })
    expect(
      admits(tree, [{ children: [{ children: [] }] }, { children: [{ children: [], x: 1 }] }]),
    ).toEqual([true, false])
  })

  it('is closed under a v.nullable() on OpenAPI 3.0, where Valibot copies the object into it', () => {
    const schema = v.object({ a: v.nullable(v.object({ b: v.string() })) })
    expect(emitted(schema, 'output', 'openapi-3.0').schema).toMatchObject({
      properties: { a: { additionalProperties: false, nullable: true } },
    })
  })
})

describe('a key whose default Valibot fills', () => {
  it('is required on the output side only', () => {
    const schema = v.object({
      a: v.optional(v.string(), 'x'),
      b: v.exactOptional(v.number(), 1),
      c: v.nullish(v.string(), () => 'y'),
      d: v.optional(v.string()),
      e: v.optional(v.string(), () => undefined),
    })
    expect(emitted(schema).schema).toMatchObject({ required: ['a', 'b', 'c'] })
    expect(emitted(schema, 'input').schema).not.toHaveProperty('required')
  })

  it('is required when a fallback fills it', () => {
    const schema = v.object({ a: v.fallback(v.optional(v.string()), 'x') })
    expect(emitted(schema).schema).toMatchObject({ required: ['a'] })
  })

  it('is never null when a v.nullable() or v.nullish() default replaces null', () => {
    const schema = v.object({ a: v.nullable(v.string(), 'x'), b: v.nullable(v.string(), null) })
    expect(
      admits(schema, [
        { a: 'x', b: null },
        { a: null, b: null },
      ]),
    ).toEqual([true, false])
    expect(admits(v.object({ a: v.nullable(v.string()) }), [{ a: null }])).toEqual([true])
    expect(
      emitted(v.object({ a: v.nullish(v.string(), 'x') }), 'output', 'openapi-3.0').schema,
    ).not.toHaveProperty(['properties', 'a', 'nullable'])
    expect(emitted(schema, 'input').schema).toMatchObject({
      properties: { a: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
    })
  })
})

describe('a v.intersect() of objects', () => {
  it('admits the merge of its options, and no other key', () => {
    const schema = v.intersect([v.object({ a: v.string() }), v.object({ b: v.number() })])
    expect(
      admits(schema, [
        { a: 'x', b: 1 },
        { a: 'x', b: 1, c: 2 },
      ]),
    ).toEqual([true, false])
    expect(emitted(schema).warnings).toEqual([])
  })

  it('admits the merge of nested intersections and of options reached through a v.lazy()', () => {
    const b = v.object({ b: v.number() })
    const schema = v.intersect([
      v.intersect([v.object({ a: v.string() }), v.lazy(() => b)]),
      v.object({ c: v.boolean() }),
    ])
    expect(
      admits(schema, [
        { a: 'x', b: 1, c: true },
        { a: 'x', b: 1, c: true, d: 0 },
      ]),
    ).toEqual([true, false])
  })

  it('merges the objects two options hold under one key, and the items of their arrays', () => {
    const schema = v.intersect([
      v.object({ a: v.object({ x: v.string() }), list: v.array(v.object({ p: v.number() })) }),
      v.object({ a: v.object({ y: v.string() }), list: v.array(v.object({ q: v.number() })) }),
    ])
    const output = v.parse(schema, { a: { x: '1', y: '2', z: 3 }, list: [{ p: 1, q: 2, r: 3 }] })
    expect(output).toEqual({ a: { x: '1', y: '2' }, list: [{ p: 1, q: 2 }] })
    expect(
      admits(schema, [
        output,
        { a: { x: '1', y: '2', z: 3 }, list: [] },
        { a: { x: '1', y: '2' }, list: [{ p: 1, q: 2, r: 3 }] },
      ]),
    ).toEqual([true, false, false])
    expect(emitted(schema).warnings).toEqual([])
  })

  it('keeps closed an object under a key only one option has', () => {
    const schema = v.intersect([
      v.object({ a: v.object({ x: v.string() }) }),
      v.object({ b: v.number() }),
    ])
    expect(
      admits(schema, [
        { a: { x: '1' }, b: 1 },
        { a: { x: '1', z: 0 }, b: 1 },
      ]),
    ).toEqual([true, false])
  })

  it('stays open where an option keeps unknown keys', () => {
    const schema = v.intersect([v.object({ a: v.string() }), v.looseObject({ b: v.number() })])
    expect(admits(schema, [{ a: 'x', b: 1, c: 2 }])).toEqual([true])
    const nested = v.intersect([
      v.object({ a: v.object({ x: v.string() }) }),
      v.looseObject({ b: v.number() }),
    ])
    const output = v.parse(nested, { a: { x: '1', y: 2 }, b: 1 })
    expect(output).toEqual({ a: { x: '1', y: 2 }, b: 1 })
    expect(admits(nested, [output])).toEqual([true])
  })

  it('warns where a union of objects inside lets through keys of an option that did not match', () => {
    const schema = v.intersect([
      v.union([v.object({ a: v.string() }), v.object({ b: v.string() })]),
      v.object({ c: v.number() }),
    ])
    expect(
      admits(schema, [
        { a: 'x', c: 1 },
        { b: 'y', c: 1 },
        { a: 'x', c: 1, d: 0 },
      ]),
    ).toEqual([true, true, false])
    expect(emitted(schema).inexact).toMatchObject([
      { keyword: 'additionalProperties', path: '', direction: 'stricter' },
    ])
  })
})

describe('every output Valibot gives', () => {
  const rest = v.object({ r: v.optional(v.string(), 'r') })
  it.each([
    [
      'an intersection with a record',
      v.intersect([
        v.object({ a: v.object({ x: v.string() }) }),
        v.record(v.string(), v.object({ y: v.optional(v.string(), 'y') })),
      ]),
      [{ a: { x: '1', y: '2', z: 3 } }, { a: { x: '1' }, b: { y: '2', q: 0 } }],
    ],
    [
      'an intersection of a union and a variant',
      v.intersect([
        v.union([v.object({ a: v.string() }), v.object({ b: v.string() })]),
        v.variant('kind', [
          v.object({ kind: v.literal('p'), p: v.optional(v.number(), 0) }),
          v.object({ kind: v.literal('q'), q: v.number() }),
        ]),
      ]),
      [
        { a: 'x', kind: 'p', extra: 1 },
        { b: 'y', kind: 'q', q: 1, a: 'z' },
      ],
    ],
    [
      'nested intersections with defaults',
      v.intersect([
        v.intersect([v.object({ a: v.optional(v.string(), 'a') }), rest]),
        v.object({ n: v.nullable(v.object({ m: v.number() }), { m: 1 }) }),
      ]),
      [
        { n: null, z: 1 },
        { a: 'b', r: 's', n: { m: 2, k: 3 } },
      ],
    ],
    [
      'an intersection with a loose object inside a key',
      v.intersect([
        v.object({ a: v.object({ x: v.string() }) }),
        v.object({ a: v.looseObject({ y: v.string() }) }),
      ]),
      [{ a: { x: '1', y: '2', z: 3 } }],
    ],
  ])('is admitted by the output schema of %s', (_, schema, inputs) => {
    const outputs = inputs.map((input) => v.parse(schema as v.GenericSchema, input))
    expect(admits(schema as v.GenericSchema, outputs)).toEqual(outputs.map(() => true))
  })
})

describe('an intersection of tuples of objects', () => {
  it('admits their merge, opened and warned of', () => {
    const schema = v.intersect([
      v.tuple([v.object({ a: v.string() })]),
      v.tuple([v.object({ b: v.string() })]),
    ])
    const output = v.parse(schema, [{ a: 'x', b: 'y', c: 'z' }])
    expect(output).toEqual([{ a: 'x', b: 'y' }])
    expect(admits(schema, [output])).toEqual([true])
    expect(emitted(schema).inexact).toMatchObject([{ keyword: 'additionalProperties', path: '' }])
  })
})
