import { extractJsonSchema, withAdapter } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { valibotAdapter } from './adapter'
import { createTool } from './index'

type Target = 'draft-2020-12' | 'draft-07' | 'openapi-3.0'
const emitted = (schema: v.GenericSchema, io: 'input' | 'output' = 'input', target?: Target) =>
  extractJsonSchema(withAdapter(schema, valibotAdapter), {
    io,
    onUnrepresentable: 'any',
    ...(target === undefined ? {} : { target }),
  })

const seen: unknown[] = []
const toolOf = (inputSchema: v.GenericSchema) =>
  createTool({
    id: 'tuples',
    description: 'Reads a tuple',
    inputSchema,
    execute: async (input: unknown) => {
      seen.push(input)
      return { ok: true }
    },
  })

// Valibot runs each item schema on `input[i]`: a missing last item is `undefined`, which an
// optional item accepts. Its converter counts every item in `minItems`.
describe('a tuple with optional items', () => {
  const schema = v.tuple([v.string(), v.optional(v.number())])

  it('accepts the shorter array, and execute gets undefined at the missing place', async () => {
    seen.length = 0
    expect(await toolOf(schema).execute(['a'])).toEqual({ ok: true })
    expect(seen[0]).toEqual(['a', undefined])
  })

  it('states minItems as the place of its last item that refuses undefined, plus one', () => {
    expect(emitted(schema).schema).toMatchObject({ minItems: 1 })
    const middle = v.strictTuple([v.optional(v.string()), v.number(), v.nullish(v.string())])
    expect(emitted(middle).schema).toMatchObject({ minItems: 2 })
    expect(emitted(v.tuple([v.optional(v.string())])).schema).not.toHaveProperty('minItems')
    expect(emitted(schema, 'input', 'draft-07').schema).toMatchObject({ minItems: 1 })
  })

  it('counts an optional item whose default the item refuses as required', () => {
    const refused = v.strictTuple([v.string(), v.optional(v.pipe(v.string(), v.minLength(3)), 'a')])
    expect(emitted(refused).schema).toMatchObject({ minItems: 2 })
  })

  it('keeps minItems on the output side, where every place is filled', () => {
    expect(emitted(schema, 'output').schema).toMatchObject({ minItems: 2 })
  })
})

// A plain v.tuple() accepts items past its own and drops them: execute gets fewer than were sent.
describe('a plain v.tuple()', () => {
  const schema = v.tuple([v.string(), v.number()])

  it('drops the items past its own (the library fact)', async () => {
    seen.length = 0
    expect(await toolOf(schema).execute(['a', 1, 2])).toEqual({ ok: true })
    expect(seen[0]).toEqual(['a', 1])
  })

  it('tells the model it takes no more items, and warns that it accepts and drops them', () => {
    const { schema: json, inexact } = emitted(schema)
    expect(json).toMatchObject({ items: false })
    expect(inexact).toEqual([
      expect.objectContaining({ keyword: 'items', path: '', direction: 'looser' }),
    ])
    expect(emitted(schema, 'input', 'draft-07').schema).toMatchObject({ additionalItems: false })
  })

  it('has no more items on the output side, which is exact', () => {
    expect(emitted(schema, 'output')).toMatchObject({ schema: { items: false }, inexact: [] })
  })

  it('is not warned of as a strict or loose tuple, or one with a rest', () => {
    expect(emitted(v.strictTuple([v.string()])).inexact).toEqual([])
    expect(emitted(v.looseTuple([v.string()])).inexact).toEqual([])
    expect(emitted(v.looseTuple([v.string()])).schema).not.toHaveProperty('items')
    expect(emitted(v.tupleWithRest([v.string()], v.number())).inexact).toEqual([])
  })
})

// A length action piped after a tuple judges the tuple's output, which has a place for each of
// its items: the schema's `minItems`/`maxItems` must admit exactly the inputs the tool takes.
describe('a length action piped after a tuple', () => {
  const items = [v.string(), v.optional(v.number())] as const
  // How many items an input of that length may have, as the emitted bounds say.
  const admits = (schema: Record<string, unknown>, length: number) =>
    schema.not === undefined &&
    length >= ((schema.minItems as number | undefined) ?? 0) &&
    length <= ((schema.maxItems as number | undefined) ?? Number.POSITIVE_INFINITY) &&
    (schema.items !== false || length <= 2)
  // Tool verdicts, for arrays of valid items of lengths 0 to 4.
  const arrays = [[], ['x'], ['x', 1], ['x', 1, 2], ['x', 1, 2, 3]]

  it.each([
    ['v.tuple() + v.length(2)', v.pipe(v.tuple([...items]), v.length(2))],
    ['v.tuple() + v.maxLength(1)', v.pipe(v.tuple([...items]), v.maxLength(1))],
    ['v.tuple() + v.minLength(3)', v.pipe(v.tuple([...items]), v.minLength(3))],
    ['v.strictTuple() + v.length(2)', v.pipe(v.strictTuple([...items]), v.length(2))],
    ['v.looseTuple() + v.minLength(2)', v.pipe(v.looseTuple([...items]), v.minLength(2))],
    ['v.looseTuple() + v.minLength(3)', v.pipe(v.looseTuple([...items]), v.minLength(3))],
    ['v.looseTuple() + v.length(3)', v.pipe(v.looseTuple([...items]), v.length(3))],
    ['v.looseTuple() + v.maxLength(3)', v.pipe(v.looseTuple([...items]), v.maxLength(3))],
    [
      'v.tupleWithRest() + v.minLength(2)',
      v.pipe(v.tupleWithRest([...items], v.number()), v.minLength(2)),
    ],
    [
      'v.tupleWithRest() + v.nonEmpty() + v.maxLength(3)',
      v.pipe(v.tupleWithRest([...items], v.number()), v.nonEmpty(), v.maxLength(3)),
    ],
  ])('%s: bounds for the input, not the padded output', async (_, tuple) => {
    const tool = toolOf(tuple)
    const { schema } = emitted(tuple)
    for (const array of arrays) {
      const accepted = !('code' in ((await tool.execute(array)) as object))
      // A plain tuple drops extra items, which its `items: false` warns of.
      const dropped = tuple.type === 'tuple' && array.length > 2
      if (!dropped)
        expect(admits(schema as Record<string, unknown>, array.length), array.join()).toBe(accepted)
    }
  })
})
