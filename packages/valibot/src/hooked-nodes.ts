import { walkSchema } from '@polytool/core'
import { holdsDefault } from './defaults'
import { isTuple } from './tuples'
import { pushValibotParts } from './walk-fields'

type Node = Record<string, unknown>

/**
 * Whether a Valibot schema holds a node whose JSON Schema only the converter's `overrideSchema`
 * hook can state or warn of: a `v.looseObject()` (its JSON Schema is a plain object's), a
 * `v.fallback()`, a wrapper with a default, a tuple, a lazy schema, whose getter may return any
 * of them, or on the output side a `v.object()` (it strips unknown keys: `stateOutputObject`).
 * Such a schema takes the converter's slower path. Walks the schema once (`walkSchema`, capped: a
 * larger schema, or one that cannot be read, is taken as one that does).
 *
 * @param schema - A Valibot schema.
 * @param io - The side being written.
 * @returns `false` only when the schema holds none.
 */
export function holdsHookedNode(schema: object, io: 'input' | 'output' = 'input'): boolean {
  const visit = io === 'output' ? hookedOnOutput : hookedAt
  return walkSchema(schema, { visit, children: pushValibotParts }).kind !== 'none'
}

function hookedOnOutput(node: Node): true | undefined {
  return node.type === 'object' || hookedAt(node)
}

function hookedAt(node: Node): true | undefined {
  // A lazy schema's getter may return any of them for some input.
  if (node.type === 'loose_object' || node.type === 'lazy') return true
  if (node.kind !== 'schema') return undefined
  return node.fallback !== undefined || holdsDefault(node) || isTuple(node) || undefined
}
