import { createValidator } from '@polytool/conformance'
import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { standard, toJsonSchema } from './index'
import { bothSay, judge } from './test-fixtures/input-side'

const ajv = createValidator()

const node = (name: string) =>
  Type.Cyclic({ [name]: Type.Object({ v: Type.Number(), n: Type.Optional(Type.Ref(name)) }) }, name)

const nodeValues = (wrap: (value: unknown) => unknown) =>
  [{ v: 1 }, { v: 1, n: { v: 2, n: { v: 3 } } }, { v: 1, n: { v: 'x' } }, { v: 1, n: 5 }, 5].map(
    wrap,
  )

describe('a Type.Cyclic below the root, with a name JSON Schema must escape (attack)', () => {
  it.each([
    ['My Node', '#/$defs/My%20Node'],
    ['ü', '#/$defs/%C3%BC'],
    ['models/User', '#/$defs/models~1User'],
    ['a~b', '#/$defs/a~0b'],
    ['#x', '#/$defs/%23x'],
    ['constructor', '#/$defs/constructor'],
    ['__proto__', '#/$defs/__proto__'],
  ])(
    '%j is pointed at as %s, Ajv compiles it and checks what TypeBox checks (attacks $id references Ajv cannot resolve)',
    async (name, pointer) => {
      const type = Type.Object({ a: node(name) })
      const { schema, answers, warnings } = await judge(
        type,
        nodeValues((a) => ({ a })),
      )
      expect(warnings).toEqual([])
      expect(answers).toEqual(bothSay([true, true, false, false, false]))
      expect((schema as { properties: { a: unknown } }).properties.a).toEqual({ $ref: pointer })
      expect(Object.hasOwn((schema as { $defs: object }).$defs, name)).toBe(true)
    },
  )

  it('a __proto__ definition survives core copying and freezing the schema as an own key (attacks prototype writes)', () => {
    const schema = toJsonSchema(standard(Type.Object({ a: node('__proto__') }))) as {
      $defs: object
    }
    expect(Object.hasOwn(schema.$defs, '__proto__')).toBe(true)
    expect(Object.getPrototypeOf(schema.$defs)).toBe(Object.prototype)
    const check = ajv.compile(schema)
    expect(check({ a: { v: 1, n: { v: 'x' } } })).toBe(false)
  })
})

const flag = Type.Cyclic(
  { Node_2: Type.Object({ f: Type.Boolean(), n: Type.Optional(Type.Ref('Node_2')) }) },
  'Node_2',
)

describe('a definition name the root $defs already hold (attack)', () => {
  it.each([
    [
      "a nested Type.Cyclic's references keep their own definition, renamed (attacks hoisted names taking over references)",
      {
        type: Type.Object(
          { s: Type.Unsafe({ $ref: '#/$defs/Node' }), a: node('Node') },
          { $defs: { Node: { type: 'string' }, Node_2: { type: 'boolean' } } },
        ),
        values: [
          { s: 'x', a: { v: 1, n: { v: 2 } } },
          { s: 1, a: { v: 1 } },
          { s: 'x', a: { v: 1, n: { v: 'x' } } },
          { s: 'x', a: true },
          { s: 'x', a: 'x' },
        ],
        verdicts: [true, false, false, false, false],
        a: { $ref: '#/$defs/Node_3' },
        // `Node_2`, which nothing refers to, is not written out.
        defs: ['Node', 'Node_3'],
      },
    ],
    [
      'a nested Type.Cyclic named like the fresh name given to another keeps its own definition (attacks renamed definitions colliding)',
      {
        type: Type.Object({ a: node('Node'), b: flag }, { $defs: { Node: { type: 'string' } } }),
        values: [
          { a: { v: 1, n: { v: 2 } }, b: { f: true, n: { f: false } } },
          { a: { v: 1, n: { v: 'x' } }, b: { f: true } },
          { a: { v: 1 }, b: { f: true, n: { f: 1 } } },
          { a: { f: true }, b: { v: 1 } },
        ],
        verdicts: [true, false, false, false],
        a: { $ref: '#/$defs/Node_2' },
        // The root's own `Node`, which nothing refers to, is not written out.
        defs: ['Node_2', 'Node_2_2'],
      },
    ],
  ] as const)('%s', async (_, { type, values, verdicts, a, defs }) => {
    const { schema, answers, warnings } = await judge(type, values)
    expect(warnings).toEqual([])
    expect(answers).toEqual(bothSay(verdicts))
    expect((schema as { properties: { a: unknown } }).properties.a).toEqual(a)
    expect(Object.keys((schema as { $defs: object }).$defs)).toEqual(defs)
  })

  it('a reference by name to a root $defs entry without $id is dropped and reported, as TypeBox refuses every value (attacks references resolved by key instead of $id)', async () => {
    const type = Type.Unsafe({ $defs: { X: { type: 'string' } }, $ref: 'X' })
    const { answers, warnings } = await judge(type, ['x', 1])
    expect(answers.map(([, typeboxSays]) => typeboxSays)).toEqual([false, false])
    expect(warnings).toEqual(['constraint '])
  })
})

describe('a Type.Cyclic named after an Object.prototype member (attack)', () => {
  it.each([['toString'], ['valueOf'], ['hasOwnProperty'], ['isPrototypeOf']])(
    '%s, which TypeBox reads from Object.prototype (it accepts every value), is reported and checks nothing in the JSON Schema either',
    async (name) => {
      for (const [type, wrap, where] of [
        [node(name), (value: unknown) => value, ''],
        [Type.Object({ a: node(name) }), (a: unknown) => ({ a }), '/properties/a'],
      ] as const) {
        const { answers, warnings } = await judge(type, nodeValues(wrap))
        for (const [ajvSays, typeboxSays] of answers) expect(ajvSays).toBe(typeboxSays)
        // The definition, referred to by nothing JSON Schema keeps, is not written out.
        expect(warnings).toEqual([`constraint ${where}`])
      }
    },
  )

  it.each([['constructor'], ['__proto__']])(
    'a root Type.Cyclic named %s checks what TypeBox checks (attacks prototype lookups)',
    async (name) => {
      const { answers, warnings } = await judge(
        node(name),
        nodeValues((value) => value),
      )
      expect(warnings).toEqual([])
      expect(answers).toEqual(bothSay([true, true, false, false, false]))
    },
  )
})
