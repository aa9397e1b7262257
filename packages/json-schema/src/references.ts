import type { Fail } from './errors'
import { isObject, type SchemaNode } from './json-schema'
import {
  forEachSubschema,
  SCHEMA_LIST_KEYWORDS,
  SCHEMA_MAP_KEYWORDS,
  SINGLE_SCHEMA_KEYWORDS,
} from './keywords'
import { child, definitionReference, parsePointer, resolvePointer } from './pointer'

/**
 * Gives every `$ref` target one definition name; `#/$defs/x` keeps `x`. `references` are the
 * nodes of `source` that hold a `$ref`, in document order, as `upgradeDraft` found them.
 */
export function nameReferences(
  source: unknown,
  references: readonly { readonly node: SchemaNode; readonly pointer: string }[],
  fail: Fail,
): Map<string, string> {
  const names = new Map<string, string>()
  const taken = new Set<string>()
  const targets = new Set<string>()
  for (const { node, pointer } of references) {
    if (typeof node.$ref !== 'string' || !node.$ref.startsWith('#')) {
      fail(
        'UNSUPPORTED_REF',
        pointer,
        `expected a local $ref starting with "#", received ${JSON.stringify(node.$ref)}`,
      )
    }
    const tokens = parsePointer(node.$ref as string)
    const target = tokens && resolvePointer(source, node.$ref as string)
    if (tokens === undefined || (typeof target !== 'boolean' && !isObject(target))) {
      fail(
        'UNRESOLVED_REF',
        pointer,
        `$ref ${JSON.stringify(node.$ref)} does not point to a schema in this document`,
      )
    }
    const canonical = canonicalPointer(tokens!)
    targets.add(canonical)
  }
  // Names from $defs first, so they keep their own name when a hoisted one would clash.
  const ordered = [
    ...[...targets].filter((pointer) => /^#\/\$defs\/[^/]+$/.test(pointer)),
    ...[...targets].filter((pointer) => !/^#\/\$defs\/[^/]+$/.test(pointer)),
  ]
  for (const pointer of ordered) {
    const tokens = parsePointer(pointer)!
    const wanted = tokens.length === 0 ? 'root' : tokens[tokens.length - 1]!
    let name = wanted
    for (let suffix = 2; taken.has(name); suffix++) name = `${wanted}_${suffix}`
    taken.add(name)
    names.set(pointer, name)
  }
  return names
}

/** A copy of a schema whose `$ref`s all read `#/$defs/<name>`, nested `$defs` left out. */
export function rewriteReferences(node: unknown, names: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteReferences(item, names))
  if (!isObject(node)) return node
  const copy: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === '$defs' || key === 'definitions') continue
    if (key === '$ref' && typeof value === 'string') {
      copy.$ref = definitionReference(names.get(canonicalPointer(parsePointer(value)!))!)
    } else copy[key] = isSchemaValued(key) ? rewriteSchemaValue(key, value, names) : value
  }
  return copy
}

function rewriteSchemaValue(
  key: string,
  value: unknown,
  names: ReadonlyMap<string, string>,
): unknown {
  if (['properties', 'patternProperties', 'dependentSchemas'].includes(key) && isObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, rewriteReferences(item, names)]),
    )
  }
  if (key === 'dependencies' && isObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [
        name,
        Array.isArray(item) ? item : rewriteReferences(item, names),
      ]),
    )
  }
  return rewriteReferences(value, names)
}

// Where a subschema (which may hold a `$ref`) can sit; definitions are rewritten on their own.
const SCHEMA_VALUED: ReadonlySet<string> = new Set([
  ...SINGLE_SCHEMA_KEYWORDS,
  ...SCHEMA_LIST_KEYWORDS,
  ...SCHEMA_MAP_KEYWORDS.filter((keyword) => keyword !== '$defs' && keyword !== 'definitions'),
  // draft-07: a subschema, or a list of property names
  'dependencies',
])

function isSchemaValued(key: string): boolean {
  return SCHEMA_VALUED.has(key)
}

/**
 * One spelling per target: `#/$defs/a%20b` and `#/$defs/a b` are the same reference. A `%` is
 * spelled `%25`, so that the spelling reads back (percent-decoded) as the same tokens.
 */
function canonicalPointer(tokens: readonly string[]): string {
  const pointer = child('', ...tokens)
  return `#${pointer.includes('%') ? pointer.replaceAll('%', '%25') : pointer}`
}

/** Reads a `#/$defs/<name>` reference back into its name. */
export function definitionName(ref: string): string {
  return parsePointer(ref)![1]!
}

/** Visits every schema object of a tree (subschemas only, never property names as keywords). */
export function walk(
  node: unknown,
  pointer: string,
  visit: (node: SchemaNode, pointer: string) => void,
): void {
  if (!isObject(node)) return
  visit(node, pointer)
  forEachSubschema(node, pointer, (subschema, subPointer) => walk(subschema, subPointer, visit))
}
