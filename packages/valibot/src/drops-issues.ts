import { walkSchema } from '@polytool/core'
import { pushValibotParts } from './walk-fields'

type Node = Record<string, unknown>

// The Valibot schemas that keep every issue their parts make, in the dataset they answer. A
// union or a variant answers one option's dataset and drops the others', a lazy schema's getter
// may return either, and a schema of a type not listed may do anything.
const KEEPS_ISSUES: ReadonlySet<unknown> = new Set([
  'any',
  'unknown',
  'never',
  'string',
  'number',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'void',
  'nan',
  'symbol',
  'date',
  'blob',
  'file',
  'instance',
  'function',
  'promise',
  'custom',
  'literal',
  'picklist',
  'enum',
  'object',
  'loose_object',
  'strict_object',
  'object_with_rest',
  'array',
  'tuple',
  'loose_tuple',
  'strict_tuple',
  'tuple_with_rest',
  'record',
  'map',
  'set',
  'intersect',
  'optional',
  'exact_optional',
  'nullable',
  'nullish',
  'undefinedable',
  'non_optional',
  'non_nullable',
  'non_nullish',
])

/**
 * Whether validating a Valibot schema may make an issue and then drop it: a union or variant
 * keeps only the passing option's dataset, a `v.fallback()` replaces a failed one, a lazy
 * schema's getter may return either, and a schema of a type this list does not know may do
 * anything. A message function runs when its issue is made, so only such a schema can drop a
 * promise a message function returned; in any other, every issue, and its message, is in the
 * result core reads. Valibot's actions (checks, transforms, metadata) keep their issues.
 * Walks the schema once (`walkSchema`, capped: a larger schema is taken as one that may).
 *
 * @param schema - A Valibot schema.
 * @returns `false` only when every issue Valibot makes reaches its result.
 */
export function mayDropIssues(schema: object): boolean {
  return walkSchema(schema, { visit: dropsAt, children: pushValibotParts }).kind !== 'none'
}

function dropsAt(node: Node): true | undefined {
  if (Object.hasOwn(node, 'fallback')) return true
  if (node.kind !== 'schema') return undefined
  return KEEPS_ISSUES.has(node.type) ? undefined : true
}
