import { z } from 'zod'

/** The reference documents' schemas, written with Zod 4. */
export const weatherInput = z.object({ location: z.string().describe('City name or coordinates') })
export const weatherOutput = z.object({
  location: z.string(),
  temperatureCelsius: z.number(),
  conditions: z.string(),
})
export const radarOutput = z.object({
  location: z.string(),
  temperatureCelsius: z.number(),
  conditions: z.string(),
  radarImageUrl: z.string().url(),
})
export const customerInput = z.object({ customerId: z.string(), internalPath: z.string() })
export const customerOutput = z.object({
  displayName: z.string(),
  apiKey: z.string(),
  debugScore: z.number(),
})
export const userOutput = z.object({ id: z.string(), name: z.string(), email: z.string().email() })
export const suspendPayload = z.object({ message: z.string() })
export const resumeData = z.object({ approval: z.boolean() })
export const userTierContext = z.object({
  userTier: z.enum(['free', 'pro']),
  apiToken: z.string().min(8),
})
export const orderInput = z.object({
  items: z.array(z.object({ sku: z.string(), tags: z.array(z.string()) })),
})
export const treeInput: z.ZodType<Tree> = z.lazy(() => z.object({ children: z.array(treeInput) }))
export const anyRecord = z.record(z.string(), z.unknown())

type Tree = { children: Tree[] }
