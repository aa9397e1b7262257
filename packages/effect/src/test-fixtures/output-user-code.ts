import { Schema, SchemaGetter } from 'effect'
import fc from 'fast-check'

// Schemas whose output side runs a function of their author (a check, a getter), so that the
// adapter cannot send a value through them to learn whether the output keeps unknown keys, each
// with values that hold unknown keys at every object and pass the validator.

const checked = Schema.makeFilter((_: unknown) => true)
const getter = {
  decode: SchemaGetter.transform((value: string) => value),
  encode: SchemaGetter.transform((value: string) => value),
}

const extra = fc.dictionary(
  fc
    .string({ minLength: 1, maxLength: 4 })
    .filter((key) => !['a', 'b', 'n', 'o', 't'].includes(key)),
  fc.jsonValue({ maxDepth: 1 }),
  { minKeys: 1, maxKeys: 3 },
)

/** A schema whose output side runs its author's code, and values with unknown keys it accepts. */
export interface OutputUserCode {
  readonly schema: Schema.Top
  readonly values: fc.Arbitrary<unknown>
}

/** Schemas whose output side the adapter cannot probe for unknown keys, by what runs there. */
export const outputUserCode: Record<string, OutputUserCode> = {
  'a check on a key': {
    schema: Schema.Struct({
      a: Schema.Number.check(checked),
      o: Schema.Struct({ b: Schema.String }),
    }),
    values: fc
      .tuple(fc.double({ noNaN: true, noDefaultInfinity: true }), extra, extra)
      .map(([a, top, inner]) => ({ ...top, a, o: { ...inner, b: 'x' } })),
  },
  'a check on the struct': {
    schema: Schema.Struct({ a: Schema.Number, o: Schema.Struct({}) }).check(checked),
    values: fc.tuple(extra, extra).map(([top, inner]) => ({ ...top, a: 1, o: inner })),
  },
  'a getter on a key': {
    schema: Schema.Struct({
      a: Schema.String.pipe(Schema.decodeTo(Schema.String, getter)),
      o: Schema.Struct({ b: Schema.String }),
    }),
    values: fc
      .tuple(extra, extra)
      .map(([top, inner]) => ({ ...top, a: 'x', o: { ...inner, b: 'y' } })),
  },
  'a check in a tagged union member': {
    schema: Schema.Union([
      Schema.Struct({
        t: Schema.Literal('a'),
        n: Schema.Number.check(checked),
        o: Schema.Struct({}),
      }),
      Schema.Struct({ t: Schema.Literal('b') }),
    ]),
    values: fc.tuple(extra, extra).map(([top, inner]) => ({ ...top, t: 'a', n: 1, o: inner })),
  },
}
