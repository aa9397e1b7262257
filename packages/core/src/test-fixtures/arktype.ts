import { scope, type } from 'arktype'

/** The reference documents' schemas, written with ArkType. */
export const weatherInput = type({ location: type.string.describe('City name or coordinates') })
export const weatherOutput = type({
  location: 'string',
  temperatureCelsius: 'number',
  conditions: 'string',
})
export const radarOutput = type({
  location: 'string',
  temperatureCelsius: 'number',
  conditions: 'string',
  radarImageUrl: 'string.url',
})
export const customerInput = type({ customerId: 'string', internalPath: 'string' })
export const customerOutput = type({
  displayName: 'string',
  apiKey: 'string',
  debugScore: 'number',
})
export const userOutput = type({ id: 'string', name: 'string', email: 'string.email' })
export const suspendPayload = type({ message: 'string' })
export const resumeData = type({ approval: 'boolean' })
export const userTierContext = type({ userTier: "'free' | 'pro'", apiToken: 'string >= 8' })
export const orderInput = type({ items: type({ sku: 'string', tags: 'string[]' }).array() })
export const treeInput = scope({ tree: { children: 'tree[]' } }).export().tree
export const anyRecord = type('Record<string, unknown>')
