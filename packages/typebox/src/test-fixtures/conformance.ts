import { unsupported } from '@polytool/conformance'
import { Type } from 'typebox'
import { standard } from '../standard'

// One export per logical case of @polytool/conformance, under the case's name.

export const stringLength = standard(Type.String({ minLength: 2, maxLength: 5 }))
export const stringPattern = standard(Type.String({ pattern: '^[a-z]+-\\d+$' }))
export const email = standard(Type.String({ format: 'email' }))
export const uuid = standard(Type.String({ format: 'uuid' }))
export const url = standard(Type.String({ format: 'uri' }))

export const integerRange = standard(Type.Integer({ minimum: 1, maximum: 10 }))
export const numberExclusive = standard(Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: 1 }))
export const multipleOf = standard(Type.Number({ multipleOf: 5 }))
export const boolean = standard(Type.Boolean())

export const literalString = standard(Type.Literal('on'))
export const literalNumber = standard(Type.Literal(42))
export const enumString = standard(Type.Enum(['red', 'green', 'blue']))
export const enumNumber = standard(Type.Enum([1, 2, 3]))

export const optional = standard(Type.Object({ a: Type.String(), b: Type.Optional(Type.Number()) }))
export const nullable = standard(Type.Object({ a: Type.Union([Type.String(), Type.Null()]) }))
export const nullish = standard(
  Type.Object({ a: Type.Optional(Type.Union([Type.String(), Type.Null()])) }),
)
export const withDefault = standard(
  Type.Object({ units: Type.Optional(Type.String({ default: 'metric' })) }),
)
export const nestedObject = standard(
  Type.Object({
    user: Type.Object({ name: Type.String(), address: Type.Object({ city: Type.String() }) }),
  }),
)
export const strictObject = standard(
  Type.Object({ a: Type.String() }, { additionalProperties: false }),
)
export const stripObject = unsupported(
  'TypeBox objects keep unknown keys, as JSON Schema does: nothing strips them from the output',
)
export const emptyObject = standard(Type.Object({}))
// A computed key: `{ __proto__: … }` would set the literal's prototype instead.
export const protoKey = standard(Type.Object({ ['__proto__']: Type.String(), b: Type.Number() }))
export const described = standard(
  Type.Object({ city: Type.String({ description: 'City name' }) }, { title: 'Location' }),
)

export const arrayLength = standard(Type.Array(Type.String(), { minItems: 1, maxItems: 3 }))
export const tuple = standard(Type.Tuple([Type.String(), Type.Number()]))
export const record = standard(Type.Record(Type.String(), Type.Number()))

export const union = standard(Type.Union([Type.String(), Type.Number()]))
export const discriminatedUnion = standard(
  Type.Union([
    Type.Object({ kind: Type.Literal('circle'), radius: Type.Number() }),
    Type.Object({ kind: Type.Literal('square'), side: Type.Number() }),
  ]),
)
export const intersection = standard(
  Type.Intersect([Type.Object({ a: Type.String() }), Type.Object({ b: Type.Number() })]),
)
export const recursive = standard(
  Type.Cyclic(
    {
      Tree: Type.Object({ name: Type.String(), children: Type.Array(Type.Ref('Tree')) }),
    },
    'Tree',
  ),
)

export const date = unsupported(
  'TypeBox 1.x has no Date type: a Codec from an ISO string is the JSON way to carry a date',
)
export const bigint = standard(Type.BigInt())
export const transform = standard(
  Type.Codec(Type.String())
    .Decode((text) => text.length)
    .Encode((length) => 'x'.repeat(length)),
)
export const refinement = standard(
  Type.Refine(
    Type.Object({ password: Type.String(), confirm: Type.String() }),
    (value) => value.password === value.confirm,
    () => 'Passwords do not match',
  ),
)

export const prototypeKeys = standard(
  Type.Object({ constructor: Type.String(), toString: Type.String() }),
)
export const optionalPrototypeKeys = standard(
  Type.Object({
    constructor: Type.Optional(Type.String()),
    toString: Type.Optional(Type.String()),
  }),
)

export const multipleOfFraction = standard(Type.Number({ multipleOf: 0.25 }))
export const enumNullable = standard(Type.Union([Type.Enum(['red', 'green']), Type.Null()]))
export const recordKeyPattern = standard(
  Type.Record(Type.String({ pattern: '^[a-z]+$' }), Type.Number(), {
    additionalProperties: false,
  }),
)
export const optionalRefinement = standard(
  Type.Object({
    code: Type.Optional(
      Type.Refine(
        Type.String(),
        (code) => code.length % 2 === 0,
        () => 'code must have an even length',
      ),
    ),
  }),
)
