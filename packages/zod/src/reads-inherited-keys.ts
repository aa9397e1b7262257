import { mentionsPrototypeMember, PROTOTYPE_MEMBER_KEYS, walkSchema } from '@polytool/core'
import { type Def, zodWalker } from './may-run-async'

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
      zodWalker((def) => mentionsPrototypeMember(def) || shapeNamesMember(def) || undefined),
    ).kind !== 'none'
  )
}

// An object's `shape` is a getter on its definition, which `mentionsPrototypeMember` leaves
// unread: its keys are read here.
function shapeNamesMember(def: Def): boolean {
  if (def.type !== 'object') return false
  const shape = def.shape
  return (
    typeof shape === 'object' &&
    shape !== null &&
    Object.keys(shape).some((key) => PROTOTYPE_MEMBER_KEYS.includes(key))
  )
}
