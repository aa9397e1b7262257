import type { AttackFixtures } from '@polytool/conformance'
import { z } from 'zod'

// The schemas of @polytool/conformance's adversarial suite, under its names.

type Tree = { children?: Tree[] | undefined }
const tree: z.ZodType<Tree> = z.object({ children: z.array(z.lazy(() => tree)).optional() })

export const attackFixtures: AttackFixtures = {
  tree,
  credentials: z.object({ password: z.string().min(40), note: z.string().max(5) }),
  numbers: z.object({ xs: z.array(z.number()) }),
  nested(depth) {
    let schema: z.ZodType = z.string()
    for (let level = 0; level < depth; level++) schema = z.object({ a: schema })
    return schema
  },
  choice: (values) => z.enum(values),
  optionalObjects: z.object({
    opts: z.object({ a: z.string().optional() }).optional(),
    list: z.array(z.object({ a: z.string().optional() })).optional(),
  }),
  nullableObject: z.object({ a: z.string().optional() }).nullable(),
  tupleObjects: z.object({ t: z.tuple([z.object({ a: z.string().optional() }), z.string()]) }),
  patternRecord: z.object({
    r: z.record(z.string().regex(/^x/), z.object({ a: z.string().optional() })),
  }),
  unionObjects: z.object({ u: z.union([z.object({ a: z.string().optional() }), z.string()]) }),
  objectOrString: z.union([z.object({ a: z.string().optional() }), z.string()]),
  rejecting: (error) => z.object({ a: z.string().refine(async () => Promise.reject(error)) }),
  rejectingNextToFailure: (error) =>
    z.object({ a: z.string().refine(async () => Promise.reject(error)), b: z.number() }),
  // Zod has one API for sync and async code: the adapter parses a schema with a transform async.
  asyncTransformInSyncPipe: (error) =>
    z.object({ a: z.string().transform(async () => Promise.reject(error)), b: z.number() }),
  asyncCheckInSyncPart: z.object({
    a: z.record(z.string().refine((async () => false) as never), z.string()),
  }),
  promisedValue: z.object({
    a: z.string().default((() => Promise.resolve('d')) as never),
  }),
  promisedCheck: (check) => z.object({ a: z.string().refine(check as never) }),
  inheritedKeys: z.object({
    constructor: z.unknown().nonoptional(),
    valueOf: z.unknown().nonoptional(),
  }),
  asyncMessage: (message) => z.object({ a: z.string({ error: message as never }) }),
  readOnceShape: () =>
    z.object({
      a: z.string(),
      nested: z.object({ b: z.string() }).optional(),
      list: z.array(z.string()),
    }),
  emptyObject: () => z.object({}),
  asyncCheck: (check) => z.object({ a: z.string().refine(check as never) }),
  plainObject: z.object({ a: z.string() }),
  looseObject: z.looseObject({ a: z.string() }),
  strictObject: z.strictObject({ a: z.string() }),
  // z.object drops undeclared keys already: the same schema as plainObject.
  strippingObject: z.object({ a: z.string() }),
  record: z.record(z.string(), z.unknown()),
  choiceObject: (key, values) => z.object({ [key]: z.enum(values) }),
}
