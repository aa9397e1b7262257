// ArkType and its adapter: a chunk of its own, loaded the first time the page sees ArkType source.
import * as namespace from 'arktype'

export { toJsonSchema } from '@polytool/arktype'
export { evaluateSource } from '../evaluate'
export { namespace }
