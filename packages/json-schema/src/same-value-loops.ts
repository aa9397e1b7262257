import { nodesOnCycles } from './cycles'
import { JsonSchemaError } from './errors'
import { isObject, type SchemaNode } from './json-schema'
import { forEachSubschema } from './keywords'

// Keywords that check the value their node checks, not a part of it: a `$ref` that comes back
// through these alone makes the validator check the same value again, forever.
const SAME_VALUE_SINGLE = ['not', 'if', 'then', 'else'] as const
const SAME_VALUE_LISTS = ['allOf', 'anyOf', 'oneOf'] as const
const SAME_VALUE_MAPS = ['dependentSchemas', 'dependencies'] as const

/**
 * Refuses a schema in which a `$ref` (or `$recursiveRef`) comes back to where it started on the
 * same value, through `allOf`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else` or
 * `dependentSchemas` alone: `a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' }`, or
 * `a: { anyOf: [{ $ref: '#/$defs/a' }, …] }`. JSON Schema leaves such a schema undefined, and a
 * validator that follows it never ends. Linear in the schema's nodes and references.
 *
 * @param schema - the compiled copy, its references annotated by `dereference`
 * @param lookup - `dereference`'s lookup of absolute URIs to schemas
 */
export function refuseSameValueLoops(schema: unknown, lookup: Record<string, unknown>): void {
  const pointers = pointersOf(schema)
  const edgesOf = (node: SchemaNode) => sameValueSubschemas(node, lookup)
  const looping = nodesOnCycles(pointers.keys(), edgesOf)
  if (looping.size === 0) return
  for (const [node, pointer] of pointers) {
    if (!looping.has(node) || !isReference(node)) continue
    throw new JsonSchemaError(
      pointer,
      'Expected each $ref to reach a part of the value, or a schema that checks it: this chain comes back to itself on the same value, and no validator could finish it',
    )
  }
}

function isReference(node: SchemaNode): boolean {
  return node.$ref !== undefined || node.$recursiveRef !== undefined
}

/** Every object node of the schema, with its pointer, in document order. */
function pointersOf(schema: unknown): Map<SchemaNode, string> {
  const pointers = new Map<SchemaNode, string>()
  const pending: [unknown, string][] = [[schema, '']]
  while (pending.length > 0) {
    const [node, pointer] = pending.pop()!
    if (!isObject(node) || pointers.has(node)) continue
    pointers.set(node, pointer)
    const children: [unknown, string][] = []
    forEachSubschema(node, pointer, (subschema, at) => children.push([subschema, at]))
    for (let index = children.length - 1; index >= 0; index--) pending.push(children[index]!)
  }
  return pointers
}

function* sameValueSubschemas(
  node: SchemaNode,
  lookup: Record<string, unknown>,
): Generator<SchemaNode> {
  const annotated = node as { __absolute_ref__?: string; __absolute_recursive_ref__?: string }
  for (const uri of [annotated.__absolute_ref__, annotated.__absolute_recursive_ref__]) {
    const target = uri === undefined ? undefined : lookup[uri]
    if (isObject(target)) yield target
  }
  for (const keyword of SAME_VALUE_SINGLE) if (isObject(node[keyword])) yield node[keyword]
  for (const keyword of SAME_VALUE_LISTS) {
    const list = node[keyword]
    if (Array.isArray(list)) for (const member of list) if (isObject(member)) yield member
  }
  for (const keyword of SAME_VALUE_MAPS) {
    const map = node[keyword]
    // `dependencies` also holds lists of names, which check nothing further.
    if (isObject(map)) for (const member of Object.values(map)) if (isObject(member)) yield member
  }
}
