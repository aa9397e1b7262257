import { type AttackFixtures, unsupported } from '@polytool/conformance'
import { type TSchema, Type } from 'typebox'
import { standard } from '../standard'

// The schemas of @polytool/conformance's adversarial suite, under its names.

const allOptional = () => Type.Object({ a: Type.Optional(Type.String()) })

export const attackFixtures: AttackFixtures = {
  tree: standard(
    Type.Cyclic(
      { Tree: Type.Object({ children: Type.Optional(Type.Array(Type.Ref('Tree'))) }) },
      'Tree',
    ),
  ),
  credentials: standard(
    Type.Object({ password: Type.String({ minLength: 40 }), note: Type.String({ maxLength: 5 }) }),
  ),
  numbers: standard(Type.Object({ xs: Type.Array(Type.Number()) })),
  nested(depth) {
    let schema: TSchema = Type.String()
    for (let level = 0; level < depth; level++) schema = Type.Object({ a: schema })
    return standard(schema)
  },
  choice: (values) => standard(Type.Enum([...values])),
  optionalObjects: standard(
    Type.Object({
      opts: Type.Optional(Type.Object({ a: Type.Optional(Type.String()) })),
      list: Type.Optional(Type.Array(Type.Object({ a: Type.Optional(Type.String()) }))),
    }),
  ),
  nullableObject: standard(Type.Union([allOptional(), Type.Null()])),
  tupleObjects: standard(Type.Object({ t: Type.Tuple([allOptional(), Type.String()]) })),
  patternRecord: standard(
    Type.Object({ r: Type.Record(Type.String({ pattern: '^x' }), allOptional()) }),
  ),
  unionObjects: standard(Type.Object({ u: Type.Union([allOptional(), Type.String()]) })),
  objectOrString: standard(Type.Union([allOptional(), Type.String()])),
  rejecting: () => unsupported('TypeBox validates synchronously only: it has no async checks'),
  rejectingNextToFailure: () =>
    unsupported('TypeBox validates synchronously only: it has no async checks'),
  // A codec's `Decode` runs once the value passed the check; what it returns is the value.
  asyncTransformInSyncPipe: (error) =>
    standard(
      Type.Object({
        a: Type.Codec(Type.String())
          .Decode(async () => Promise.reject(error))
          .Encode(() => ''),
        b: Type.Number(),
      }),
    ),
  asyncCheckInSyncPart: standard(
    Type.Object({
      a: Type.Refine(Type.Record(Type.String(), Type.String()), (async () => false) as never),
    }),
  ),
  promisedValue: standard(
    Type.Object({ a: Type.Optional(Type.String({ default: () => Promise.resolve('d') })) }),
  ),
  // TypeBox's only message function a schema holds: a refinement's `error`.
  promisedCheck: (check) =>
    standard(Type.Object({ a: Type.Refine(Type.String(), check as never) })),
  inheritedKeys: standard(Type.Object({ constructor: Type.Unknown(), valueOf: Type.Unknown() })),
  asyncMessage: (message) =>
    standard(
      Type.Object({
        a: Type.Refine(Type.Unknown(), (value) => typeof value === 'string', message as never),
      }),
    ),
  readOnceShape: () =>
    standard(
      Type.Object({
        a: Type.String(),
        nested: Type.Optional(Type.Object({ b: Type.String() })),
        list: Type.Array(Type.String()),
      }),
    ),
  emptyObject: () => standard(Type.Object({})),
  asyncCheck: () => unsupported('TypeBox checks synchronously: a Refine cannot be awaited'),
  plainObject: standard(Type.Object({ a: Type.String() })),
  // A TypeBox object keeps undeclared keys already: the same schema as plainObject.
  looseObject: standard(Type.Object({ a: Type.String() })),
  strictObject: standard(Type.Object({ a: Type.String() }, { additionalProperties: false })),
  strippingObject: unsupported('TypeBox checks a value and never changes it'),
  record: standard(Type.Record(Type.String(), Type.Unknown())),
  choiceObject: (key, values) => standard(Type.Object({ [key]: Type.Enum([...values]) })),
}
