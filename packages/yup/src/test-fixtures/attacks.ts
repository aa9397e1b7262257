import { type AttackFixtures, unsupported } from '@polytool/conformance'
import * as y from 'yup'

// The schemas of @polytool/conformance's adversarial suite, under its names.

interface Tree {
  children?: Tree[] | undefined
}
const tree: y.ObjectSchema<Tree> = y
  .object({ children: y.array(y.lazy(() => tree.default(undefined))).strict() })
  .strict()

export const attackFixtures: AttackFixtures = {
  tree,
  credentials: y
    .object({
      password: y.string().strict().defined().min(40),
      note: y.string().strict().defined().max(5),
    })
    .strict(),
  numbers: y.object({ xs: y.array(y.number().strict().defined()).strict().defined() }).strict(),
  nested(depth) {
    let schema: y.Schema = y.string().strict()
    for (let level = 0; level < depth; level++) schema = y.object({ a: schema }).strict()
    return schema
  },
  choice: (values) => y.string().strict().oneOf(values),
  optionalObjects: y
    .object({
      opts: y.object({ a: y.string().strict() }).strict().default(undefined),
      list: y.array(y.object({ a: y.string().strict() }).strict()).strict(),
    })
    .strict(),
  nullableObject: y.object({ a: y.string().strict() }).strict().nullable(),
  tupleObjects: y
    .object({
      t: y
        .tuple([y.object({ a: y.string().strict() }).strict(), y.string().strict().defined()])
        .strict()
        .defined(),
    })
    .strict(),
  patternRecord: unsupported('Yup has no record: an object schema declares every key'),
  unionObjects: unsupported('Yup has no union of types'),
  objectOrString: unsupported('Yup has no union of types'),
  rejecting: (error) =>
    y.object({
      a: y
        .string()
        .strict()
        .test('rejects', 'never', () => Promise.reject(error)),
    }),
  rejectingNextToFailure: (error) =>
    y.object({
      a: y
        .string()
        .strict()
        .test('rejects', 'never', () => Promise.reject(error)),
      b: y.number().strict().defined(),
    }),
  // Yup transforms are synchronous: it keeps what an async one returns, a promise, as the value.
  asyncTransformInSyncPipe: (error) =>
    y.object({
      a: y.mixed().transform(async () => Promise.reject(error)),
      b: y.number().strict().defined(),
    }),
  asyncCheckInSyncPart: unsupported('Yup awaits every test, async or not'),
  promisedValue: y
    .object({
      a: y
        .string()
        .strict()
        .default((() => Promise.resolve('d')) as never),
    })
    .strict(),
  promisedCheck: (check) =>
    y.object({
      a: y
        .string()
        .required()
        .test('check', 'invalid', check as never),
    }),
  inheritedKeys: y.object({ constructor: y.mixed().required(), valueOf: y.mixed().required() }),
  asyncMessage: (message) =>
    y
      .object({
        a: y
          .string()
          .strict()
          .typeError(message as never),
      })
      .strict(),
  readOnceShape: () =>
    y
      .object({
        a: y.string().strict().required(),
        nested: y.object({ b: y.string().strict().required() }).default(undefined),
        list: y.array(y.string().strict().required()).required(),
      })
      .strict(),
  emptyObject: () => y.object({}),
  asyncCheck: (check) =>
    y.object({
      a: y
        .string()
        .strict()
        .required()
        .test('check', 'invalid', check as never),
    }),
  plainObject: y.object({ a: y.string().strict().required() }),
  // A Yup object keeps undeclared keys already: the same schema as plainObject.
  looseObject: y.object({ a: y.string().strict().required() }),
  strictObject: y.object({ a: y.string().strict().required() }).strict(),
  strippingObject: unsupported('Yup drops undeclared keys only when told so per call'),
  record: unsupported('Yup has no record of any key'),
  choiceObject: (key, values) =>
    y.object({ [key]: y.string().strict().oneOf(values).required() }).strict(),
}
