// Zod and its adapter: a chunk of its own, loaded the first time the page sees Zod source.
import * as namespace from 'zod'

export { toJsonSchema } from '@polytool/zod'
export { evaluateSource } from '../evaluate'
export { namespace }
