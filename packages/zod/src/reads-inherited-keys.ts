import { mentionsPrototypeMember, walkSchema } from '@polytool/core'
import { zodWalker } from './may-run-async'

/**
 * Whether a Zod schema names a key after an `Object.prototype` member anywhere (an object's
 * shape, an enum, a literal, a discriminator), which Zod could read from the prototype of a
 * value that lacks it (`readsInheritedKeys` of `JsonSchemaAdapter`). Walks the schema once, lazy
 * schemas included (`walkSchema`, capped: a larger schema, or one that cannot be read, is taken
 * as one that does).
 *
 * @param schema - A Zod schema (classic or mini).
 * @returns `false` only when no part of the schema names a prototype member.
 */
export function zodReadsInheritedKeys(schema: object): boolean {
  return (
    walkSchema(
      schema,
      zodWalker((def) => mentionsPrototypeMember(def) || undefined),
    ).kind !== 'none'
  )
}
