import { unsupported } from '@polytool/conformance'
import { Effect, Schema, SchemaTransformation } from 'effect'

// One export per logical case of @polytool/conformance, under the case's name.

const std = Schema.toStandardSchemaV1

export const stringLength = std(Schema.String.check(Schema.isMinLength(2), Schema.isMaxLength(5)))
export const stringPattern = std(Schema.String.check(Schema.isPattern(/^[a-z]+-\d+$/)))
export const email = std(Schema.String.check(Schema.isPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)))
export const uuid = std(Schema.String.check(Schema.isUUID()))
export const url = unsupported(
  'Effect Schema has no URL string check; Schema.URL decodes to a URL object',
)

export const integerRange = std(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 10 })))
export const numberExclusive = std(
  Schema.Number.check(Schema.isGreaterThan(0), Schema.isLessThan(1)),
)
export const multipleOf = std(Schema.Number.check(Schema.isMultipleOf(5)))
export const boolean = std(Schema.Boolean)

export const literalString = std(Schema.Literal('on'))
export const literalNumber = std(Schema.Literal(42))
export const enumString = std(Schema.Literals(['red', 'green', 'blue']))
export const enumNumber = std(Schema.Literals([1, 2, 3]))

export const optional = std(Schema.Struct({ a: Schema.String, b: Schema.optional(Schema.Number) }))
export const nullable = std(Schema.Struct({ a: Schema.NullOr(Schema.String) }))
export const nullish = std(Schema.Struct({ a: Schema.optional(Schema.NullOr(Schema.String)) }))
export const withDefault = std(
  Schema.Struct({
    units: Schema.optionalKey(Schema.String.annotate({ default: 'metric' })).pipe(
      Schema.withDecodingDefaultKey(Effect.succeed('metric')),
    ),
  }),
)
export const nestedObject = std(
  Schema.Struct({
    user: Schema.Struct({ name: Schema.String, address: Schema.Struct({ city: Schema.String }) }),
  }),
)
export const strictObject = std(Schema.Struct({ a: Schema.String }), {
  parseOptions: { onExcessProperty: 'error' },
})
export const stripObject = std(Schema.Struct({ a: Schema.String }))
// `Schema.Struct({})` is TypeScript's `{}`: any value but null and undefined. An empty object is a
// record with no allowed values.
export const emptyObject = std(Schema.Record(Schema.String, Schema.Never))
// A computed key: `{ __proto__: … }` would set the literal's prototype instead.
export const protoKey = std(Schema.Struct({ ['__proto__']: Schema.String, b: Schema.Number }))
export const described = std(
  Schema.Struct({ city: Schema.String.annotate({ description: 'City name' }) }).annotate({
    title: 'Location',
  }),
)

export const arrayLength = std(
  Schema.Array(Schema.String).check(Schema.isMinLength(1), Schema.isMaxLength(3)),
)
export const tuple = std(Schema.Tuple([Schema.String, Schema.Number]))
export const record = std(Schema.Record(Schema.String, Schema.Number))

export const union = std(Schema.Union([Schema.String, Schema.Number]))
export const discriminatedUnion = std(
  Schema.Union([
    Schema.Struct({ kind: Schema.Literal('circle'), radius: Schema.Number }),
    Schema.Struct({ kind: Schema.Literal('square'), side: Schema.Number }),
  ]),
)
export const intersection = std(
  Schema.Struct({ ...Schema.Struct({ a: Schema.String }).fields, b: Schema.Number }),
)

interface Tree {
  readonly name: string
  readonly children: readonly Tree[]
}
const Tree: Schema.Codec<Tree> = Schema.Struct({
  name: Schema.String,
  children: Schema.Array(Schema.suspend((): Schema.Codec<Tree> => Tree)),
})
export const recursive = std(Tree)

export const date = std(Schema.Date)
export const bigint = std(Schema.BigInt)
export const transform = std(
  Schema.String.pipe(
    Schema.decodeTo(
      Schema.Number,
      SchemaTransformation.transform({
        decode: (text: string) => text.length,
        encode: (length: number) => 'x'.repeat(length),
      }),
    ),
  ),
)
export const refinement = std(
  Schema.Struct({ password: Schema.String, confirm: Schema.String }).check(
    Schema.makeFilter((value) =>
      value.password === value.confirm
        ? undefined
        : { path: ['confirm'], issue: 'Passwords do not match' },
    ),
  ),
)

export const prototypeKeys = std(
  Schema.Struct({ constructor: Schema.String, toString: Schema.String }),
)
export const optionalPrototypeKeys = unsupported(
  'Effect reads a missing optional key from Object.prototype (`{}.constructor` is a function) and refuses {}, though its JSON Schema says optional: the adapter warns of it (inexact, stricter); send the key',
)

export const multipleOfFraction = std(Schema.Number.check(Schema.isMultipleOf(0.25)))
export const enumNullable = std(Schema.NullOr(Schema.Literals(['red', 'green'])))
// `{ A: 1 }` passes as `{}`: a record drops each key its key schema refuses, where the case
// refuses the object.
export const recordKeyPattern = unsupported(
  "Effect's Record drops the keys its key schema refuses (`{ A: 1 }` decodes to `{}`) instead of refusing them",
)
export const optionalRefinement = std(
  Schema.Struct({
    code: Schema.optional(
      Schema.String.check(
        Schema.makeFilter((code) =>
          code.length % 2 === 0 ? undefined : 'code must have an even length',
        ),
      ),
    ),
  }),
)
