import type { AttackFixtures } from '@polytool/conformance'
import { Effect, Schema, SchemaGetter } from 'effect'

// The schemas of @polytool/conformance's adversarial suite, under its names.

interface Tree {
  readonly children?: readonly Tree[]
}
const Tree: Schema.Codec<Tree> = Schema.Struct({
  children: Schema.optionalKey(Schema.Array(Schema.suspend((): Schema.Codec<Tree> => Tree))),
})

const AllOptional = Schema.Struct({ a: Schema.optionalKey(Schema.String) })

export const attackFixtures: AttackFixtures = {
  tree: Schema.toStandardSchemaV1(Tree),
  credentials: Schema.toStandardSchemaV1(
    Schema.Struct({
      password: Schema.String.check(Schema.isMinLength(40)),
      note: Schema.String.check(Schema.isMaxLength(5)),
    }),
  ),
  numbers: Schema.toStandardSchemaV1(Schema.Struct({ xs: Schema.Array(Schema.Number) })),
  nested(depth) {
    let schema: Schema.Codec<unknown> = Schema.String
    for (let level = 0; level < depth; level++) schema = Schema.Struct({ a: schema })
    return Schema.toStandardSchemaV1(schema)
  },
  choice: (values) => Schema.toStandardSchemaV1(Schema.Literals(values)),
  optionalObjects: Schema.toStandardSchemaV1(
    Schema.Struct({
      opts: Schema.optionalKey(Schema.Struct({ a: Schema.optionalKey(Schema.String) })),
      list: Schema.optionalKey(
        Schema.Array(Schema.Struct({ a: Schema.optionalKey(Schema.String) })),
      ),
    }),
  ),
  nullableObject: Schema.toStandardSchemaV1(Schema.NullOr(AllOptional)),
  tupleObjects: Schema.toStandardSchemaV1(
    Schema.Struct({ t: Schema.Tuple([AllOptional, Schema.String]) }),
  ),
  patternRecord: Schema.toStandardSchemaV1(
    Schema.Struct({ r: Schema.Record(Schema.String.check(Schema.isPattern(/^x/)), AllOptional) }),
  ),
  unionObjects: Schema.toStandardSchemaV1(
    Schema.Struct({ u: Schema.Union([AllOptional, Schema.String]) }),
  ),
  objectOrString: Schema.toStandardSchemaV1(Schema.Union([AllOptional, Schema.String])),
  rejecting: (error) =>
    Schema.toStandardSchemaV1(
      Schema.Struct({
        a: Schema.String.pipe(
          Schema.decode({
            decode: SchemaGetter.checkEffect(() => Effect.promise(() => Promise.reject(error))),
            encode: SchemaGetter.passthrough(),
          }),
        ),
      }),
    ),
  rejectingNextToFailure: (error) =>
    Schema.toStandardSchemaV1(
      Schema.Struct({
        a: Schema.String.pipe(
          Schema.decode({
            decode: SchemaGetter.checkEffect(() => Effect.promise(() => Promise.reject(error))),
            encode: SchemaGetter.passthrough(),
          }),
        ),
        b: Schema.Number,
      }),
    ),
  // A synchronous getter keeps what the function returns, a promise, as the value of `a`.
  asyncTransformInSyncPipe: (error) =>
    Schema.toStandardSchemaV1(
      Schema.Struct({
        a: Schema.String.pipe(
          Schema.decodeTo(Schema.Unknown, {
            decode: SchemaGetter.transform(async () => Promise.reject(error)),
            encode: SchemaGetter.transform(() => ''),
          }),
        ),
        b: Schema.Number,
      }),
    ),
  asyncCheckInSyncPart: Schema.toStandardSchemaV1(
    Schema.Struct({
      a: Schema.Record(Schema.String, Schema.String).check(
        Schema.makeFilter((async () => false) as never),
      ),
    }),
  ),
  // A default is an Effect, which Effect runs; this one gives a promise as the value.
  promisedValue: Schema.toStandardSchemaV1(
    Schema.Struct({
      a: Schema.String.pipe(
        Schema.withDecodingDefaultKey(Effect.sync(() => Promise.resolve('d') as unknown as string)),
      ),
    }),
  ),
  // Effect's message functions are the formatter hooks of toStandardSchemaV1.
  promisedCheck: (check) =>
    Schema.toStandardSchemaV1(
      Schema.Struct({ a: Schema.String.check(Schema.makeFilter(check as never)) }),
    ),
  inheritedKeys: Schema.toStandardSchemaV1(
    Schema.Struct({ constructor: Schema.Unknown, valueOf: Schema.Unknown }),
  ),
  asyncMessage: (message) =>
    Schema.toStandardSchemaV1(Schema.Struct({ a: Schema.String }), { leafHook: message as never }),
  readOnceShape: () =>
    Schema.toStandardSchemaV1(
      Schema.Struct({
        a: Schema.String,
        nested: Schema.optionalKey(Schema.Struct({ b: Schema.String })),
        list: Schema.Array(Schema.String),
      }),
    ),
  emptyObject: () => Schema.toStandardSchemaV1(Schema.Struct({})),
  asyncCheck: (check) =>
    Schema.toStandardSchemaV1(
      Schema.Struct({
        a: Schema.String.pipe(
          Schema.decode({
            decode: SchemaGetter.checkEffect((value) =>
              Effect.promise(() => check(value) as Promise<boolean>),
            ),
            encode: SchemaGetter.passthrough(),
          }),
        ),
      }),
    ),
  plainObject: Schema.toStandardSchemaV1(Schema.Struct({ a: Schema.String })),
  // A rest record keeps the undeclared keys.
  looseObject: Schema.toStandardSchemaV1(
    Schema.StructWithRest(Schema.Struct({ a: Schema.String }), [
      Schema.Record(Schema.String, Schema.Unknown),
    ]),
  ),
  strictObject: Schema.toStandardSchemaV1(Schema.Struct({ a: Schema.String }), {
    parseOptions: { onExcessProperty: 'error' },
  }),
  // A Struct drops undeclared keys already: the same schema as plainObject.
  strippingObject: Schema.toStandardSchemaV1(Schema.Struct({ a: Schema.String })),
  record: Schema.toStandardSchemaV1(Schema.Record(Schema.String, Schema.Unknown)),
  choiceObject: (key, values) =>
    Schema.toStandardSchemaV1(Schema.Struct({ [key]: Schema.Literals(values) })),
}
