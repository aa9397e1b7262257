import { unsupported } from '@polytool/conformance'
import * as v from 'valibot'

// One export per logical case of @polytool/conformance, under the case's name.

export const stringLength = v.pipe(v.string(), v.minLength(2), v.maxLength(5))
export const stringPattern = v.pipe(v.string(), v.regex(/^[a-z]+-\d+$/))
export const email = v.pipe(v.string(), v.email())
export const uuid = v.pipe(v.string(), v.uuid())
export const url = v.pipe(v.string(), v.url())

export const integerRange = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10))
export const numberExclusive = v.pipe(v.number(), v.gtValue(0), v.ltValue(1))
export const multipleOf = v.pipe(v.number(), v.multipleOf(5))
export const boolean = v.boolean()

export const literalString = v.literal('on')
export const literalNumber = v.literal(42)
export const enumString = v.picklist(['red', 'green', 'blue'])
export const enumNumber = v.picklist([1, 2, 3])

export const optional = v.object({ a: v.string(), b: v.optional(v.number()) })
export const nullable = v.object({ a: v.nullable(v.string()) })
export const nullish = v.object({ a: v.nullish(v.string()) })
export const withDefault = v.object({ units: v.optional(v.string(), 'metric') })
export const nestedObject = v.object({
  user: v.object({ name: v.string(), address: v.object({ city: v.string() }) }),
})
export const strictObject = v.strictObject({ a: v.string() })
export const stripObject = v.object({ a: v.string() })
export const emptyObject = v.object({})
// A computed key: `{ __proto__: … }` would set the literal's prototype instead.
export const protoKey = v.object({ ['__proto__']: v.string(), b: v.number() })
export const described = v.pipe(
  v.object({ city: v.pipe(v.string(), v.description('City name')) }),
  v.title('Location'),
)

export const arrayLength = v.pipe(v.array(v.string()), v.minLength(1), v.maxLength(3))
export const tuple = v.strictTuple([v.string(), v.number()])
export const record = v.record(v.string(), v.number())

export const union = v.union([v.string(), v.number()])
export const discriminatedUnion = v.variant('kind', [
  v.object({ kind: v.literal('circle'), radius: v.number() }),
  v.object({ kind: v.literal('square'), side: v.number() }),
])
export const intersection = v.intersect([v.object({ a: v.string() }), v.object({ b: v.number() })])

interface Tree {
  name: string
  children: Tree[]
}
export const recursive: v.GenericSchema<Tree> = v.object({
  name: v.string(),
  children: v.array(v.lazy(() => recursive)),
})

export const date = v.date()
export const bigint = v.bigint()
export const transform = v.pipe(
  v.string(),
  v.transform((text) => text.length),
)
export const refinement = v.pipe(
  v.object({ password: v.string(), confirm: v.string() }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirm']],
      (value) => value.password === value.confirm,
      'Passwords do not match',
    ),
    ['confirm'],
  ),
)

export const prototypeKeys = v.object({ constructor: v.string(), toString: v.string() })
export const optionalPrototypeKeys = unsupported(
  'Valibot reads a missing optional key from Object.prototype (`"constructor" in {}` is true) and refuses {}, though its JSON Schema says optional: the adapter warns of it (inexact, stricter); send the key',
)

export const multipleOfFraction = v.pipe(v.number(), v.multipleOf(0.25))
export const enumNullable = v.nullable(v.picklist(['red', 'green']))
export const recordKeyPattern = v.record(v.pipe(v.string(), v.regex(/^[a-z]+$/)), v.number())
export const optionalRefinement = v.object({
  code: v.optional(
    v.pipe(
      v.string(),
      v.check((code) => code.length % 2 === 0, 'code must have an even length'),
    ),
  ),
})
