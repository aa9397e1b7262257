import { toStandardJsonSchema } from '@valibot/to-json-schema'
import * as v from 'valibot'

/** The reference documents' schemas, written with Valibot and wrapped as the reference does. */
export const weatherInput = toStandardJsonSchema(
  v.object({ location: v.pipe(v.string(), v.description('City name or coordinates')) }),
)
export const weatherOutput = toStandardJsonSchema(
  v.object({ location: v.string(), temperatureCelsius: v.number(), conditions: v.string() }),
)
export const radarOutput = toStandardJsonSchema(
  v.object({
    location: v.string(),
    temperatureCelsius: v.number(),
    conditions: v.string(),
    radarImageUrl: v.pipe(v.string(), v.url()),
  }),
)
export const customerInput = toStandardJsonSchema(
  v.object({ customerId: v.string(), internalPath: v.string() }),
)
export const customerOutput = toStandardJsonSchema(
  v.object({ displayName: v.string(), apiKey: v.string(), debugScore: v.number() }),
)
export const userOutput = toStandardJsonSchema(
  v.object({ id: v.string(), name: v.string(), email: v.pipe(v.string(), v.email()) }),
)
export const suspendPayload = toStandardJsonSchema(v.object({ message: v.string() }))
export const resumeData = toStandardJsonSchema(v.object({ approval: v.boolean() }))
export const userTierContext = toStandardJsonSchema(
  v.object({
    userTier: v.picklist(['free', 'pro']),
    apiToken: v.pipe(v.string(), v.minLength(8)),
  }),
)
export const orderInput = toStandardJsonSchema(
  v.object({ items: v.array(v.object({ sku: v.string(), tags: v.array(v.string()) })) }),
)
const tree: v.GenericSchema<Tree> = v.object({ children: v.array(v.lazy(() => tree)) })
export const treeInput = toStandardJsonSchema(tree)
export const anyRecord = toStandardJsonSchema(v.record(v.string(), v.unknown()))

type Tree = { children: Tree[] }
