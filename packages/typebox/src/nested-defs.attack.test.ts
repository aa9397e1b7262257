import { createValidator } from '@polytool/conformance'
import { type TSchema, Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { hoistNestedDefs } from './nested-defs'
import { accepts, bothSay, extract, judge } from './test-fixtures/input-side'

const ajv = createValidator()

describe('$defs below the root, in a Type.Unsafe (attack)', () => {
  it('is emitted where its $ref resolves, and checks what TypeBox checks', async () => {
    const inner = Type.Unsafe({
      $defs: { A: { type: 'string', minLength: 2 } },
      type: 'object',
      properties: { a: { $ref: '#/$defs/A' } },
    })
    const type = Type.Object({ v: inner })
    const check = ajv.compile(extract(type).schema as object)
    for (const value of [{ v: { a: 'a' } }, { v: { a: 'ab' } }]) {
      expect(check(value), JSON.stringify(value)).toBe(await accepts(type, value))
    }
  })

  it('a name two $defs hold, which TypeBox resolves by its own rule, is reported', async () => {
    const nested = (minLength: number) =>
      Type.Unsafe({
        $defs: { A: { type: 'string', minLength } },
        type: 'object',
        properties: { a: { $ref: '#/$defs/A' } },
      })
    const type = Type.Object({ v: nested(2), w: nested(3) })
    const { schema, warnings } = extract(type)
    expect(() => ajv.compile(schema as object)).not.toThrow()
    expect(warnings.map(({ code, path }) => `${code} ${path}`)).toEqual([
      'constraint /properties/v/properties/a',
      'constraint /properties/w/properties/a',
    ])
  })
})

const unsafe = (schema: object) => Type.Unsafe(schema)

/** An object holding the same schema object under `a` and `b`. */
const usedTwice = (node: TSchema) => Type.Object({ a: node, b: node })

/** A Type.Cyclic named `name`: a number `v`, and the next node, optional, under `next`. */
const linkedList = (name: string, next: string) =>
  Type.Cyclic(
    { [name]: Type.Object({ v: Type.Number(), [next]: Type.Optional(Type.Ref(name)) }) },
    name,
  )

describe('references to $defs below the root (attack)', () => {
  it.each<[string, TSchema, unknown[]]>([
    [
      'a holder with the $id "https://example.com/inner" keeps its $defs, and Ajv compiles it (attacks hoisting out of an $id resource)',
      Type.Object({
        a: unsafe({
          $id: 'https://example.com/inner',
          $defs: { X: { type: 'string' } },
          $ref: '#/$defs/X',
        }),
      }),
      [{ a: 'x' }, { a: 1 }],
    ],
    [
      'a holder with the $id "inner" keeps its $defs, and Ajv compiles it (attacks hoisting out of an $id resource)',
      Type.Object({
        a: unsafe({ $id: 'inner', $defs: { X: { type: 'string' } }, $ref: '#/$defs/X' }),
      }),
      [{ a: 'x' }, { a: 1 }],
    ],
    [
      'a percent-encoded reference finds its entry (attacks names read without percent-decoding)',
      Type.Object({
        a: unsafe({ $defs: { 'a b': { type: 'string' } }, $ref: '#/$defs/a%20b' }),
      }),
      [{ a: 'x' }, { a: 1 }],
    ],
    [
      "a reference from another node finds a Type.Unsafe's entry (attacks counting only the holder's own references)",
      Type.Object({
        a: unsafe({ $defs: { X: { type: 'string' } }, type: 'string' }),
        b: unsafe({ $ref: '#/$defs/X' }),
      }),
      [
        { a: 'x', b: 'y' },
        { a: 'x', b: 1 },
      ],
    ],
  ])('%s, and checks what TypeBox checks', async (_, type, values) => {
    const { answers, warnings } = await judge(type, values)
    expect(warnings).toEqual([])
    expect(answers).toEqual(bothSay([true, false]))
  })

  it.each([
    ['nowhere', { b: unsafe({ $ref: '#/$defs/Missing' }) }],
    [
      'inside another $id resource',
      {
        a: unsafe({ $id: 'https://example.com/inner', $defs: { X: { type: 'string' } } }),
        b: unsafe({ $ref: '#/$defs/X' }),
      },
    ],
    [
      'from an $id Ajv cannot resolve against',
      { b: unsafe({ $id: 'urn:inner', $defs: { X: { type: 'string' } }, $ref: '#/$defs/X' }) },
    ],
  ])(
    'a reference TypeBox resolves %s is dropped and reported, and Ajv compiles the rest (attacks dangling references)',
    async (_, properties) => {
      const { warnings } = await judge(Type.Object(properties), [{ b: 1 }])
      expect(warnings).toEqual(['constraint /properties/b'])
    },
  )
})

describe('references by $id (attack)', () => {
  it('a Type.Ref to a name nothing defines is dropped and reported, and Ajv compiles the rest (attacks dangling $id references)', async () => {
    const type = Type.Object({ a: Type.Ref('X'), b: Type.String() })
    const { answers, warnings } = await judge(type, [{ a: 1, b: 1 }])
    expect(answers).toEqual([[false, false]])
    expect(warnings).toEqual(['constraint /properties/a'])
  })
})

describe('a $defs entry named after an Object.prototype member (attack)', () => {
  it.each([['__proto__'], ['constructor'], ['toString']])(
    '%s, which TypeBox does not read (it refuses every value), is reported',
    async (name) => {
      const type = Type.Object({
        a: unsafe(JSON.parse(`{"$defs":{"${name}":{"type":"string"}},"$ref":"#/$defs/${name}"}`)),
      })
      const { warnings } = await judge(type, [{ a: 'x' }])
      expect(warnings).toEqual(['constraint /properties/a'])
    },
  )
})

describe('Type.Cyclic names in references (attack)', () => {
  it('a root Type.Cyclic reference beside an $id is reported, and Ajv compiles the rest (attacks rewritten references resolving in another resource)', async () => {
    const type = Type.Cyclic(
      {
        Node: Type.Object({
          v: Type.Number(),
          x: Type.Optional(unsafe({ $id: 'https://example.com/x', $ref: 'Node' })),
        }),
      },
      'Node',
    )
    const { warnings } = await judge(type, [{ v: 1, x: { v: 2 } }])
    expect(warnings).toEqual(['constraint /$defs/Node/properties/x'])
  })

  it('two Type.Cyclic with one definition name refuse the conversion (attacks duplicate $ids)', () => {
    const a = linkedList('Node', 'next')
    const b = Type.Cyclic(
      { Node: Type.Object({ w: Type.String(), n: Type.Optional(Type.Ref('Node')) }) },
      'Node',
    )
    expect(() => extract(Type.Object({ a, b }))).toThrow(/\$id "Node"/)
  })

  it.each<[string, TSchema, unknown[]]>([
    [
      'a root definition named with `/`, `~` and a space is pointed at with escapes (attacks unescaped pointers)',
      linkedList('a/b~ c', 'n'),
      [
        { v: 1, n: { v: 2 } },
        { v: 1, n: { v: 'x' } },
      ],
    ],
    [
      'one Type.Cyclic used twice converts, and Ajv compiles it (attacks repeated $ids, which Ajv refuses even when equal)',
      usedTwice(linkedList('Node', 'next')),
      [
        { a: { v: 1 }, b: { v: 2, next: { v: 3 } } },
        { a: { v: 1 }, b: { v: 2, next: { v: 'x' } } },
      ],
    ],
  ])('%s, and checks what TypeBox checks', async (_, type, values) => {
    const { answers, warnings } = await judge(type, values)
    expect(warnings).toEqual([])
    expect(answers).toEqual(bothSay([true, false]))
  })
})

const context = () => ({
  formerIds: new WeakSet<object>(),
  rewritten: new WeakMap<object, object>(),
})

describe('many references to $defs below the root (attack)', () => {
  it('reads each node a fixed number of times, however many references search for the entry (attacks a walk of the document per reference)', () => {
    let reads = 0
    const watched = new Proxy(
      { type: 'number' },
      {
        ownKeys: (target) => {
          reads++
          return Reflect.ownKeys(target)
        },
      },
    )
    const properties: Record<string, unknown> = {
      holder: { $defs: { X: { type: 'string' } } },
      watched,
    }
    for (let index = 0; index < 2_000; index++) properties[`r${index}`] = { $ref: '#/$defs/X' }
    const root = { type: 'object', properties }
    hoistNestedDefs(root, 1_000, context())
    expect(reads).toBeLessThanOrEqual(4)
    expect(root).toMatchObject({ $defs: { X: { type: 'string' } } })
    expect(properties.r0).toEqual({ $ref: '#/$defs/X' })
  })

  it('converts 10,000 references to a Type.Unsafe entry (attacks quadratic hoisting)', () => {
    const properties: Record<string, ReturnType<typeof Type.Unsafe>> = {
      holder: Type.Unsafe({ $defs: { X: { type: 'string' } }, type: 'object' }),
    }
    for (let index = 0; index < 10_000; index++) {
      properties[`r${index}`] = Type.Unsafe({ $ref: '#/$defs/X' })
    }
    const { schema, warnings } = extract(Type.Object(properties))
    expect(warnings).toEqual([])
    expect(schema).toMatchObject({ $defs: { X: { type: 'string' } } })
  })
})

describe('a hoisted $defs name the root $defs already hold (attack)', () => {
  it("a Type.Unsafe's entry inside a Type.Cyclic definition is moved under a fresh name, and its reference follows (attacks hoisted names taking over references)", async () => {
    const holder = Type.Unsafe({
      $defs: { A: { type: 'string' } },
      type: 'object',
      properties: { s: { $ref: '#/$defs/A' } },
    })
    const tree = Type.Cyclic(
      { Tree: Type.Object({ h: holder, next: Type.Optional(Type.Ref('Tree')) }) },
      'Tree',
    )
    const type = Type.Object(
      { t: tree, n: Type.Unsafe({ $ref: '#/$defs/A' }) },
      {
        $defs: { A: { type: 'number' } },
      },
    )
    const values = [
      { t: { h: { s: 'x' } }, n: 1 },
      { t: { h: { s: 1 } }, n: 1 },
      { t: { h: { s: 'x' }, next: { h: { s: 2 } } }, n: 1 },
      { t: { h: { s: 'x' } }, n: 'x' },
    ]
    const { schema, answers, warnings } = await judge(type, values)
    expect(warnings).toEqual([])
    expect(answers).toEqual(bothSay([true, false, false, false]))
    expect(Object.keys((schema as { $defs: object }).$defs)).toEqual(['A', 'Tree', 'A_2'])
  })
})
