import { nodesOnCycles } from './cycles'
import { ANY_SAME_VALUE, sameValueSubschemas } from './definition-graph'
import { JsonSchemaError } from './errors'
import { isObject, type SchemaNode } from './json-schema'
import { forEachSubschema } from './keywords'
import { child } from './pointer'

/** The schemas a node's references point to (none for a node without one). */
export type ReferenceTargets = (node: SchemaNode) => Iterable<unknown>

/**
 * The pointer of the first `$ref` (in document order) that comes back to where it started on the
 * same value, through `allOf`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else` or
 * `dependentSchemas` alone: `a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' }`, or
 * `a: { anyOf: [{ $ref: '#/$defs/a' }, …] }`; `undefined` when there is none. JSON Schema leaves
 * such a schema undefined, and a validator that follows it never ends. Linear in the schema's
 * nodes and references, with no recursion.
 *
 * @param schema - a JSON Schema document
 * @param targetsOf - the schemas a node's `$ref` (or `$recursiveRef`) points to
 * @returns the pointer of a looping reference, or `undefined`
 */
export function sameValueLoop(schema: unknown, targetsOf: ReferenceTargets): string | undefined {
  const pointers = pointersOf(schema)
  const edgesOf = function* (node: SchemaNode): Generator<SchemaNode> {
    for (const target of targetsOf(node)) if (isObject(target)) yield target
    yield* sameValueSubschemas(node, ANY_SAME_VALUE)
  }
  const looping = nodesOnCycles(pointers.keys(), edgesOf)
  if (looping.size === 0) return undefined
  // A loop reached only through a reference may sit under a key that is no keyword (`x-foo`,
  // `""`): the walk over keywords did not name it, so every object of the document is named.
  // Failing that (a loop in another document), the schema is still refused, at its root.
  return firstLoopingRef(pointers, looping) ?? firstLoopingRef(everyObject(schema), looping) ?? ''
}

function firstLoopingRef(
  pointers: ReadonlyMap<SchemaNode, string>,
  looping: ReadonlySet<SchemaNode>,
): string | undefined {
  for (const [node, pointer] of pointers) {
    if (looping.has(node) && (node.$ref !== undefined || node.$recursiveRef !== undefined))
      return pointer
  }
  return undefined
}

/**
 * `sameValueLoop` for `fromJsonSchema`'s compiled copy: throws a `JsonSchemaError` at the
 * looping `$ref`.
 *
 * @param schema - the compiled copy, its references annotated by `dereference`
 * @param lookup - `dereference`'s lookup of absolute URIs to schemas
 */
export function refuseSameValueLoops(schema: unknown, lookup: Record<string, unknown>): void {
  const pointer = sameValueLoop(schema, (node) => {
    const annotated = node as { __absolute_ref__?: string; __absolute_recursive_ref__?: string }
    return [annotated.__absolute_ref__, annotated.__absolute_recursive_ref__].map((uri) =>
      uri === undefined ? undefined : lookup[uri],
    )
  })
  if (pointer === undefined) return
  throw new JsonSchemaError(
    pointer,
    'Expected each $ref to reach a part of the value, or a schema that checks it: this chain comes back to itself on the same value, and no validator could finish it',
  )
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

/** Every object in the document, under any key, with its pointer, in document order. */
function everyObject(document: unknown): Map<SchemaNode, string> {
  const pointers = new Map<SchemaNode, string>()
  // Arrays too are read once: one shared many times must not multiply the walk.
  const seen = new Set<object>()
  const pending: [unknown, string][] = [[document, '']]
  while (pending.length > 0) {
    const [value, pointer] = pending.pop()!
    if (typeof value !== 'object' || value === null || seen.has(value)) continue
    seen.add(value)
    if (!Array.isArray(value)) pointers.set(value as SchemaNode, pointer)
    const entries = Object.entries(value)
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, item] = entries[index]!
      pending.push([item, child(pointer, key)])
    }
  }
  return pointers
}
