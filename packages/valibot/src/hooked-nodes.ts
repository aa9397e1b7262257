import { type SchemaWalker, walkSchema } from '@polytool/core'
import { holdsDefault } from './defaults'
import { factsOf } from './schema-facts'
import { isTuple } from './tuples'
import { pushValibotParts } from './walk-fields'

type Node = Record<string, unknown>

/**
 * Whether a Valibot schema holds a node whose JSON Schema only the converter's `overrideSchema`
 * hook can state or warn of: a `v.looseObject()` (its JSON Schema is a plain object's), a
 * `v.fallback()`, a wrapper with a default, a tuple, a lazy schema, whose getter may return any
 * of them, or on the output side a `v.object()` (it strips unknown keys: `stateOutputObject`).
 * Such a schema takes the converter's slower path. Walks the schema once (`walkSchema`,
 * capped: a larger schema, or one that cannot be read, is taken as one that does).
 *
 * @param schema - A Valibot schema.
 * @param io - The side being written.
 * @returns `false` only when the schema holds none.
 */
export function holdsHookedNode(schema: object, io: 'input' | 'output' = 'input'): boolean {
  // One answer per schema and side: each conversion of the schema asks.
  const known = factsOf(schema)
  if (io === 'output') {
    known.hookedOutput ??= walkSchema(schema, OUTPUT_WALKER).kind !== 'none'
    return known.hookedOutput
  }
  known.hookedInput ??= walkSchema(schema, INPUT_WALKER).kind !== 'none'
  return known.hookedInput
}

const INPUT_WALKER: SchemaWalker<true> = { visit: hookedAt, children: pushValibotParts }
const OUTPUT_WALKER: SchemaWalker<true> = { visit: hookedOnOutput, children: pushValibotParts }

function hookedOnOutput(node: Node): true | undefined {
  return node.type === 'object' || hookedAt(node)
}

/**
 * Whether a Valibot node is one `holdsHookedNode` looks for on the input side.
 *
 * @param node - One node of a Valibot schema.
 * @returns `true` for one, else `undefined`.
 */
export function hookedAt(node: Node): true | undefined {
  // A lazy schema's getter may return any of them for some input.
  if (node.type === 'loose_object' || node.type === 'lazy') return true
  if (node.kind !== 'schema') return undefined
  return node.fallback !== undefined || holdsDefault(node) || isTuple(node) || undefined
}
