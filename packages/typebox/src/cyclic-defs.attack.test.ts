import { createValidator } from '@polytool/conformance'
import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { standard, toJsonSchema } from './index'
import { accepts, extract } from './test-fixtures/input-side'

const ajv = createValidator()

// Converts with the adapter, compiles the result with Ajv 2020-12 (which must succeed), and
// gives Ajv's and TypeBox's answers on each value, with the warnings as `code path`.
const judge = async (type: Parameters<typeof extract>[0], values: unknown[]) => {
  const { schema, warnings } = extract(type)
  const check = ajv.compile(schema as object)
  const answers = []
  for (const value of values) answers.push([check(value), await accepts(type, value)])
  return { schema, answers, warnings: warnings.map(({ code, path }) => `${code} ${path}`) }
}

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
      for (const [ajvSays, typeboxSays] of answers) expect(ajvSays).toBe(typeboxSays)
      expect(answers.map(([, typeboxSays]) => typeboxSays)).toEqual([
        true,
        true,
        false,
        false,
        false,
      ])
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

describe('a definition name the root $defs already hold (attack)', () => {
  it("a nested Type.Cyclic's references keep their own definition, renamed (attacks hoisted names taking over references)", async () => {
    const type = Type.Object(
      { s: Type.Unsafe({ $ref: '#/$defs/Node' }), a: node('Node') },
      { $defs: { Node: { type: 'string' }, Node_2: { type: 'boolean' } } },
    )
    const values = [
      { s: 'x', a: { v: 1, n: { v: 2 } } },
      { s: 1, a: { v: 1 } },
      { s: 'x', a: { v: 1, n: { v: 'x' } } },
      { s: 'x', a: true },
      { s: 'x', a: 'x' },
    ]
    const { schema, answers, warnings } = await judge(type, values)
    expect(warnings).toEqual([])
    expect(answers).toEqual([
      [true, true],
      [false, false],
      [false, false],
      [false, false],
      [false, false],
    ])
    expect((schema as { properties: { a: unknown } }).properties.a).toEqual({
      $ref: '#/$defs/Node_3',
    })
  })

  it('a nested Type.Cyclic named like the fresh name given to another keeps its own definition (attacks renamed definitions colliding)', async () => {
    const flag = Type.Cyclic(
      { Node_2: Type.Object({ f: Type.Boolean(), n: Type.Optional(Type.Ref('Node_2')) }) },
      'Node_2',
    )
    const type = Type.Object({ a: node('Node'), b: flag }, { $defs: { Node: { type: 'string' } } })
    const values = [
      { a: { v: 1, n: { v: 2 } }, b: { f: true, n: { f: false } } },
      { a: { v: 1, n: { v: 'x' } }, b: { f: true } },
      { a: { v: 1 }, b: { f: true, n: { f: 1 } } },
      { a: { f: true }, b: { v: 1 } },
    ]
    const { schema, answers, warnings } = await judge(type, values)
    expect(warnings).toEqual([])
    expect(answers).toEqual([
      [true, true],
      [false, false],
      [false, false],
      [false, false],
    ])
    expect(Object.keys((schema as { $defs: object }).$defs)).toEqual(['Node', 'Node_2', 'Node_2_2'])
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
        expect(warnings).toEqual([`constraint ${where}`, `constraint /$defs/${name}/properties/n`])
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
      expect(answers).toEqual([
        [true, true],
        [true, true],
        [false, false],
        [false, false],
        [false, false],
      ])
    },
  )
})
