import type { AttackFixtures } from '@polytool/conformance'
import * as v from 'valibot'

// The schemas of @polytool/conformance's adversarial suite, under its names.

type Tree = { children?: Tree[] | undefined }
const tree: v.GenericSchema<Tree> = v.object({
  children: v.optional(v.array(v.lazy(() => tree))),
})

export const attackFixtures: AttackFixtures = {
  tree,
  credentials: v.object({
    password: v.pipe(v.string(), v.minLength(40)),
    note: v.pipe(v.string(), v.maxLength(5)),
  }),
  numbers: v.object({ xs: v.array(v.number()) }),
  nested(depth) {
    let schema: v.GenericSchema = v.string()
    for (let level = 0; level < depth; level++) schema = v.object({ a: schema })
    return schema
  },
  choice: (values) => v.picklist(values),
  optionalObjects: v.object({
    opts: v.optional(v.object({ a: v.optional(v.string()) })),
    list: v.optional(v.array(v.object({ a: v.optional(v.string()) }))),
  }),
  nullableObject: v.nullable(v.object({ a: v.optional(v.string()) })),
  tupleObjects: v.object({ t: v.tuple([v.object({ a: v.optional(v.string()) }), v.string()]) }),
  patternRecord: v.object({
    r: v.record(v.pipe(v.string(), v.regex(/^x/)), v.object({ a: v.optional(v.string()) })),
  }),
  unionObjects: v.object({ u: v.union([v.object({ a: v.optional(v.string()) }), v.string()]) }),
  objectOrString: v.union([v.object({ a: v.optional(v.string()) }), v.string()]),
  rejecting: (error) =>
    v.objectAsync({
      a: v.pipeAsync(
        v.string(),
        v.checkAsync(async () => Promise.reject(error)),
      ),
    }),
  rejectingNextToFailure: (error) =>
    v.objectAsync({
      a: v.pipeAsync(
        v.string(),
        v.checkAsync(async () => Promise.reject(error)),
      ),
      b: v.number(),
    }),
  // A sync pipe keeps what the transform returns, a promise, as the value of `a`.
  asyncTransformInSyncPipe: (error) =>
    v.object({
      a: v.pipe(
        v.string(),
        v.transform(async () => Promise.reject(error)),
      ),
      b: v.number(),
    }),
  asyncCheckInSyncPart: v.object({
    a: v.pipe(v.record(v.string(), v.string()), v.check((async () => false) as never)),
  }),
  promisedValue: v.object({
    a: v.fallback(v.optional(v.string()), (() => Promise.resolve('d')) as never),
  }),
  promisedCheck: (check) => v.object({ a: v.pipe(v.string(), v.check(check as never)) }),
  inheritedKeys: v.object({ constructor: v.unknown(), valueOf: v.unknown() }),
  asyncMessage: (message) => v.object({ a: v.string(message as never) }),
  readOnceShape: () =>
    v.object({
      a: v.string(),
      nested: v.optional(v.object({ b: v.string() })),
      list: v.array(v.string()),
    }),
  emptyObject: () => v.object({}),
  asyncCheck: (check) =>
    v.objectAsync({ a: v.pipeAsync(v.string(), v.checkAsync(check as never)) }),
  plainObject: v.object({ a: v.string() }),
  looseObject: v.looseObject({ a: v.string() }),
  strictObject: v.strictObject({ a: v.string() }),
  // v.object drops undeclared keys already: the same schema as plainObject.
  strippingObject: v.object({ a: v.string() }),
  record: v.record(v.string(), v.unknown()),
  choiceObject: (key, values) => v.object({ [key]: v.picklist(values) }),
}
