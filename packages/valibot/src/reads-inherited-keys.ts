import { mentionsPrototypeMember, walkSchema } from '@polytool/core'
import { pushValibotParts } from './walk-fields'

/**
 * Whether a Valibot schema names a key after an `Object.prototype` member anywhere (an object's
 * entries, a picklist, a literal, a variant's key), which Valibot could read from the prototype
 * of a value that lacks it (`readsInheritedKeys` of `JsonSchemaAdapter`). A lazy schema, whose
 * parts are made while validating, counts as one that does. Walks the schema once
 * (`walkSchema`, capped: a larger schema, or one that cannot be read, is taken as one that
 * does).
 *
 * @param schema - A Valibot schema.
 * @returns `false` only when no part of the schema names a prototype member.
 */
export function valibotReadsInheritedKeys(schema: object): boolean {
  return walkSchema(schema, { visit: namesMemberAt, children: pushValibotParts }).kind !== 'none'
}

function namesMemberAt(node: Record<string, unknown>): true | undefined {
  return node.type === 'lazy' || mentionsPrototypeMember(node) || undefined
}
