import { createValidator } from '@polytool/conformance'
import { type TSchema, Type } from 'typebox'
import { afterEach, describe, expect, it } from 'vitest'
import { TypeBoxSchemaTooLargeError } from './adapter'
import { filledKeys } from './filled-keys'
import { standard } from './standard'
import { extractOutput } from './test-fixtures/output-side'

// A default its own schema refuses is reported on the output side, but the check trusted every
// default behind a `$ref`, beneath a `Type.Refine` or inside a codec: TypeBox filled the refused
// value in and the output JSON Schema, told nothing, refused the output.

const ajv = createValidator()

let calls = 0
const positive = (n: number) => {
  calls++
  return n > 0
}
const asText = () =>
  Type.Codec(Type.Number({ default: 'x' }))
    .Decode((n) => {
      calls++
      return String(n)
    })
    .Encode(Number)

afterEach(() => {
  calls = 0
})

/** The output side's JSON Schema of a type, its `default` warnings, and whether it takes `output`. */
function emitted(type: TSchema) {
  const { schema, warnings } = extractOutput(type)
  return {
    schema: schema as { required?: string[] },
    defaults: warnings.filter(({ code }) => code === 'default').map(({ path }) => path),
    takes: (output: unknown) => ajv.compile(schema as object)(output),
  }
}

describe('a default its schema refuses, behind what the check trusted (attack)', () => {
  it('behind a $ref (Type.Ref with its own default): reported where the key is filled', async () => {
    const type = Type.Cyclic(
      {
        N: Type.Number(),
        Root: Type.Object({ a: Type.Optional(Type.Ref('N', { default: 'x' })) }),
      },
      'Root',
    )
    // Filled in and checked: the call without the key fails at the key, execute never gets 'x'.
    const result = await standard(type)['~standard'].validate({})
    expect(result.issues?.map(({ path }) => path)).toEqual([['a']])
    const { defaults, takes } = emitted(type)
    expect(takes({ a: 'x' })).toBe(false)
    expect(defaults).toEqual(['/$defs/Root'])
  })

  it('on the definition a $ref names: reported at each key it fills, and the key required', async () => {
    const type = Type.Cyclic(
      {
        N: Type.Number({ default: 'x' }),
        Root: Type.Object({ a: Type.Optional(Type.Ref('N')), b: Type.Optional(Type.Ref('N')) }),
      },
      'Root',
    )
    const result = await standard(type)['~standard'].validate({})
    expect(result.issues?.map(({ path }) => path)).toEqual([['a'], ['b']])
    const { defaults, schema } = emitted(type)
    // One loss for each key the definition fills.
    expect(defaults).toEqual(['/$defs/Root', '/$defs/Root'])
    expect(JSON.stringify(schema)).toContain('"required":["a","b"]')
  })

  it('beneath a Type.Refine: reported, and the refinement is not run to find out', async () => {
    const type = Type.Object({
      a: Type.Optional(Type.Refine(Type.Number({ default: 'x' }), positive)),
    })
    const { defaults, takes } = emitted(type)
    expect(calls).toBe(0)
    expect(defaults).toEqual([''])
    expect(takes({ a: 'x' })).toBe(false)
  })

  it('inside an object a Type.Refine holds: reported', () => {
    const refined = Type.Refine(Type.Object({ n: Type.Number() }, { default: { n: 'x' } }), (o) =>
      positive(o.n),
    )
    const { defaults } = emitted(Type.Object({ o: Type.Optional(refined) }))
    expect(calls).toBe(0)
    expect(defaults).toEqual([''])
  })

  it("inside a codec's encoded schema: reported, and Decode is not run to find out", async () => {
    const type = Type.Object({ a: Type.Optional(asText()) })
    // TypeBox fills `x`, and checks it before Decode: the value without the key is refused.
    const result = await standard(type)['~standard'].validate({})
    expect(result.issues?.map(({ path }) => path)).toEqual([['a']])
    calls = 0
    const { defaults } = emitted(type)
    expect(calls).toBe(0)
    expect(defaults).toEqual([''])
  })
})

// The refinement runs on the default once, to check it; no codec ever does.
describe('a default its schema takes, behind the same (control)', () => {
  it.each<[string, TSchema, unknown, number?]>([
    [
      'a $ref with its own default',
      Type.Cyclic(
        {
          N: Type.Number(),
          Root: Type.Object({ a: Type.Optional(Type.Ref('N', { default: 1 })) }),
        },
        'Root',
      ),
      { a: 1 },
    ],
    [
      'a default on the definition',
      Type.Cyclic(
        { N: Type.Number({ default: 1 }), Root: Type.Object({ a: Type.Optional(Type.Ref('N')) }) },
        'Root',
      ),
      { a: 1 },
    ],
    [
      'a Type.Refine',
      Type.Object({ a: Type.Optional(Type.Refine(Type.Number({ default: 1 }), positive)) }),
      { a: 1 },
      1,
    ],
    [
      'a codec',
      Type.Object({
        a: Type.Optional(
          Type.Codec(Type.Number({ default: 1 }))
            .Decode(String)
            .Encode(Number),
        ),
      }),
      { a: '1' },
    ],
  ])('%s: kept, no loss, the key required', async (_, type, output, checks = 0) => {
    const result = await standard(type)['~standard'].validate({})
    expect(result).toEqual({ value: output })
    calls = 0
    const { defaults, schema } = emitted(type)
    expect(calls).toBe(checks)
    expect(defaults).toEqual([])
    expect(JSON.stringify(schema)).toContain('"required":["a"]')
  })
})

// A default whose one key counts how often it is read: each check of the default reads it.
function countedDefault() {
  const reads = { count: 0 }
  const value = {
    get n() {
      reads.count++
      return 'x'
    },
  }
  return { reads, value }
}

describe('the default check, against a schema that shares a node at many keys (attack)', () => {
  it('checks a definition once, however many keys name it', () => {
    const { reads, value } = countedDefault()
    const keys = Object.fromEntries(
      Array.from({ length: 2_000 }, (_, index) => [`k${index}`, Type.Optional(Type.Ref('N'))]),
    )
    const type = Type.Cyclic(
      { N: Type.Object({ n: Type.Number() }, { default: value }), Root: Type.Object(keys) },
      'Root',
    )
    const fill = filledKeys(type, 1_000_000).get(type.$defs.Root)
    expect(fill?.losses).toHaveLength(2_000)
    // Read to copy the schema and to check it: not once per key.
    expect(reads.count).toBeLessThan(5)
  })

  it('checks a key schema once, however many objects hold it', () => {
    const { reads, value } = countedDefault()
    const shared = Type.Optional(Type.Object({ n: Type.Number() }, { default: value }))
    const type = Type.Array(
      Type.Union(Array.from({ length: 500 }, (_, index) => Type.Object({ [`k${index}`]: shared }))),
    )
    const fills = filledKeys(type, 1_000_000)
    expect(
      type.items.anyOf.filter((member) => fills.get(member)?.losses.length === 1),
    ).toHaveLength(500)
    expect(reads.count).toBeLessThan(5)
    expect(calls).toBe(0)
  })

  it('reads the definitions of a Type.Cyclic once, however many keys hold it', () => {
    const cyclic = Type.Cyclic({ N: Type.Number({ default: 'x' }), M: Type.Ref('N') }, 'M')
    let listed = 0
    const defs = new Proxy(cyclic.$defs, {
      ownKeys(target) {
        listed++
        return Reflect.ownKeys(target)
      },
    })
    Object.defineProperty(cyclic, '$defs', { value: defs, enumerable: true })
    const keys = Object.fromEntries(
      Array.from({ length: 2_000 }, (_, index) => [`k${index}`, Type.Optional(cyclic)]),
    )
    const type = Type.Object(keys)
    listed = 0
    expect(filledKeys(type, 1_000_000).get(type)?.losses).toHaveLength(2_000)
    // Listed to walk the definitions and to make their scope: not once per key.
    expect(listed).toBeLessThan(5)
  })

  it('stops at a union of the same union, thirty deep, and reports the default unchecked', () => {
    let doubled: TSchema = Type.Number()
    for (let level = 0; level < 30; level++) doubled = Type.Union([doubled, doubled])
    const type = Type.Object({ a: Type.Optional(Type.Union([doubled], { default: 'x' })) })
    const started = Date.now()
    expect(filledKeys(type, 1_000_000).get(type)?.losses).toEqual([
      expect.stringContaining('could not be checked'),
    ])
    expect(Date.now() - started).toBeLessThan(1_000)
    // Written out, the schema holds 2³¹ values: the conversion refuses it with its typed error.
    expect(() => extractOutput(type)).toThrow(
      expect.objectContaining({ cause: expect.any(TypeBoxSchemaTooLargeError) }),
    )
  })

  it('stops at definitions that each name the one before twice, and reports the default', () => {
    const defs: Record<string, TSchema> = { D0: Type.Number() }
    for (let level = 1; level <= 30; level++) {
      defs[`D${level}`] = Type.Union([Type.Ref(`D${level - 1}`), Type.Ref(`D${level - 1}`)])
    }
    defs.Root = Type.Object({ a: Type.Optional(Type.Ref('D30', { default: 'x' })) })
    const type = Type.Cyclic(defs, 'Root')
    const started = Date.now()
    expect(emitted(type).defaults).toEqual(['/$defs/Root'])
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('leaves a $ref ring without a default, and a cyclic object, unchecked rather than hang', () => {
    const ring = Type.Cyclic(
      {
        A: Type.Ref('B'),
        B: Type.Ref('A'),
        Root: Type.Object({ a: Type.Optional(Type.Ref('A')) }),
      },
      'Root',
    )
    expect(emitted(ring).defaults).toEqual([])
    const loop: Record<string, unknown> = { type: 'object', default: {} }
    loop.properties = { self: loop }
    const node = Type.Unsafe<unknown>(loop)
    const filled = Type.Object({ a: Type.Optional(node) })
    // The adapter refuses a schema that reaches itself; the default check is not what stops it.
    expect(() => extractOutput(filled)).toThrow()
  })
})
