// Valibot and its adapter: a chunk of its own, loaded the first time the page sees Valibot source.
import * as namespace from 'valibot'

export { toJsonSchema } from '@polytool/valibot'
export { evaluateSource } from '../evaluate'
export { namespace }
