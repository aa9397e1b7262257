import { isPlainObject } from './freeze-fresh'
import { admitNullTheOpenApiWay, nullOnly } from './openapi-nulls'
import { type Moved, type Node, rewriteEachNode } from './rewrite-nodes'
import type { JsonSchemaTarget } from './types'
import { markUnrepresentable } from './unrepresentable'

const DRAFT_07_DIALECT = 'http://json-schema.org/draft-07/schema#'
const NOT_IN_DRAFT_07 = [
  'unevaluatedItems',
  'unevaluatedProperties',
  '$dynamicRef',
  '$dynamicAnchor',
  'minContains',
  'maxContains',
  'contentSchema',
]
/**
 * Rewrites a draft 2020-12 schema for an older target. What the target cannot say is dropped
 * and tagged with `markUnrepresentable` (code `target`), never silently.
 */
export function convertTarget(schema: object, target: JsonSchemaTarget): object {
  if (target === 'draft-2020-12') return schema
  return rewriteEachNode(schema, target === 'draft-07' ? toDraft07 : toOpenApi30)
}

// Keywords a converter may write into its own OpenAPI 3.0 output that constrain values there
// in draft 2020-12, but that OpenAPI 3.0 lacks: a provider ignores them (or refuses the schema).
// Annotations (`contentEncoding`, …) are left to the converter.
const ASSERTIONS_NOT_IN_OPENAPI_30 = [
  'unevaluatedItems',
  'unevaluatedProperties',
  'minContains',
  'maxContains',
  'patternProperties',
  'propertyNames',
  'if',
  'then',
  'else',
  'contains',
  'dependentRequired',
  'dependentSchemas',
]
// What a derived OpenAPI 3.0 schema drops: draft-07's gaps, the assertions above, and two
// annotations, in that order (the order of the reported parts).
const NOT_IN_OPENAPI_30 = [
  ...new Set([
    ...NOT_IN_DRAFT_07,
    ...ASSERTIONS_NOT_IN_OPENAPI_30,
    'contentMediaType',
    'contentEncoding',
  ]),
]

/**
 * Makes a converter's own OpenAPI 3.0 output say OpenAPI 3.0: `null` is written that dialect's
 * way (no `type: 'null'`, and a `null` in an `enum` passes only with `nullable: true`; converters
 * write both forms, `z.literal(null)`, Valibot's `v.null()`), and an assertion keyword the
 * dialect lacks (`patternProperties` of `z.looseRecord()`) is dropped and tagged (`target`), as
 * a derived OpenAPI 3.0 schema's is, instead of reaching a provider that ignores it.
 *
 * @param schema - The converter's output, read once and copied.
 * @param target - The target it was written for; other targets are left as they are.
 * @returns The rewritten copy, or the same schema for another target.
 */
export function nativeOpenApi30(schema: object, target: JsonSchemaTarget): object {
  if (target !== 'openapi-3.0') return schema
  return rewriteEachNode(schema, (node, _isRoot, moved) => {
    if (node.type === 'null') nullOnly(node)
    else if (Array.isArray(node.enum) && node.enum.includes(null)) node.nullable = true
    dropKeywords(node, ASSERTIONS_NOT_IN_OPENAPI_30, 'openapi-3.0', moved)
    return admitNullTheOpenApiWay(node, moved)
  })
}

function toDraft07(node: Node, isRoot: boolean, moved: Moved): Node {
  if (isRoot && node.$schema !== undefined) node.$schema = DRAFT_07_DIALECT
  // What is no map of schemas stays where it is, for the finalizing walk to refuse.
  if (isMap(node.$defs) && (node.definitions === undefined || isMap(node.definitions))) {
    const definitions = node.definitions as Node | undefined
    // A name in both: the `$defs` entry wins, and a reference to the other would change target.
    if (definitions !== undefined && Object.keys(node.$defs).some((name) => name in definitions)) {
      moved('definitions')
    }
    node.definitions = { ...definitions, ...node.$defs }
    delete node.$defs
    // A reference to the root's `$defs` is rewritten below; one to a nested `$defs` is not.
    if (!isRoot) moved('$defs')
  }
  if (typeof node.$ref === 'string') node.$ref = node.$ref.replace(/^#\/\$defs\//, '#/definitions/')
  refBesideAssertions(node, moved)
  if (Array.isArray(node.prefixItems)) {
    const rest = node.items
    node.items = node.prefixItems
    delete node.prefixItems
    moved('prefixItems')
    if (rest !== undefined) {
      node.additionalItems = rest
      moved('items')
    }
  }
  if (
    (node.dependentRequired === undefined || isMap(node.dependentRequired)) &&
    (node.dependentSchemas === undefined || isMap(node.dependentSchemas))
  ) {
    const dependencies = { ...node.dependentRequired, ...node.dependentSchemas }
    if (Object.keys(dependencies).length > 0) node.dependencies = dependencies
    if (node.dependentSchemas !== undefined) moved('dependentSchemas')
    delete node.dependentRequired
    delete node.dependentSchemas
  }
  return dropKeywords(node, NOT_IN_DRAFT_07, 'draft-07', moved)
}

function toOpenApi30(node: Node, isRoot: boolean, moved: Moved): Node {
  if (isRoot) delete node.$schema
  delete node.$comment
  if ('const' in node) {
    node.enum = [node.const]
    delete node.const
  }
  // Draft 2020-12 refuses null beside a `type` that leaves it out, whatever a null branch says.
  const typeRefusesNull = node.type !== undefined && !typeAdmitsNull(node.type)
  nullableFromType(node)
  // A null in the enum passes only where no `type` beside it refuses it.
  if (Array.isArray(node.enum) && node.enum.includes(null) && node.type === undefined) {
    node.nullable = true
  }
  // Only from `anyOf`: taken out of a `oneOf`, a null branch that another branch also admits
  // would turn a refused null into an admitted one. The branch itself is written for OpenAPI
  // 3.0 already (`nullOnly`).
  nullableFromUnion(node, 'anyOf', moved)
  // Draft 2020-12 refuses null beside an enum of the node's own that does not list it, whatever
  // `type` or a null branch says. Read before a branch is merged in: a merged branch's enum
  // holds only that branch, and the null branch beside it still admits null.
  if (typeRefusesNull || (Array.isArray(node.enum) && !node.enum.includes(null))) {
    delete node.nullable
  }
  exclusiveBound(node, 'exclusiveMinimum', 'minimum', Math.max)
  exclusiveBound(node, 'exclusiveMaximum', 'maximum', Math.min)
  if (Array.isArray(node.examples)) {
    if (node.examples.length > 0) node.example = node.examples[0]
    delete node.examples
  }
  if (Array.isArray(node.prefixItems)) tupleToItems(node, moved)
  mergeSingleBranch(node, moved)
  refBesideAssertions(node, moved)
  dropKeywords(node, NOT_IN_OPENAPI_30, 'openapi-3.0', moved)
  return admitNullTheOpenApiWay(node, moved)
}

// Siblings of `$ref` that say nothing about which values pass.
const INERT_BESIDE_REF = new Set([
  '$ref',
  'title',
  'description',
  'default',
  'examples',
  'example',
  '$comment',
  'deprecated',
  'readOnly',
  'writeOnly',
  'definitions',
  '$defs',
  '$schema',
  '$id',
])

// Draft 2020-12 applies a `$ref`'s siblings too; draft-07 and OpenAPI 3.0 ignore them, so
// `{ $ref, maxLength: 3 }` would lose its `maxLength`. The reference moves into `allOf`.
function refBesideAssertions(node: Node, moved: Moved): void {
  if (typeof node.$ref !== 'string') return
  if (Object.keys(node).every((key) => INERT_BESIDE_REF.has(key))) return
  // The reference goes first: the `allOf` branches the node had move one place on.
  if (node.allOf !== undefined) moved('allOf')
  node.allOf = [{ $ref: node.$ref }, ...((node.allOf as unknown[] | undefined) ?? [])]
  delete node.$ref
}

function typeAdmitsNull(type: unknown): boolean {
  return type === 'null' || (Array.isArray(type) && type.includes('null'))
}

function nullableFromType(node: Node): void {
  if (node.type === 'null') {
    nullOnly(node)
    return
  }
  if (!Array.isArray(node.type)) return
  const types = node.type.filter((type) => type !== 'null')
  if (types.length < node.type.length) node.nullable = true
  if (types.length === 1) node.type = types[0]
  else {
    delete node.type
    const anyType = { anyOf: types.map((type) => ({ type })) }
    // An `anyOf` of the node's own keeps its place: both must hold.
    if (node.anyOf === undefined) Object.assign(node, anyType)
    else node.allOf = [...((node.allOf as unknown[] | undefined) ?? []), anyType]
  }
}

function nullableFromUnion(node: Node, keyword: 'anyOf' | 'oneOf', moved: Moved): void {
  const branches = node[keyword]
  if (!Array.isArray(branches)) return
  const rest = branches.filter((branch) => !isNullOnly(branch))
  if (rest.length === branches.length) return
  moved(keyword)
  if (rest.length === 0) {
    // Only `null` was a branch: an empty `anyOf` would be no schema at all.
    delete node[keyword]
    nullOnly(node)
    return
  }
  node.nullable = true
  node[keyword] = rest
}

function isNullOnly(branch: unknown): boolean {
  if (typeof branch !== 'object' || branch === null) return false
  const keys = Object.keys(branch)
  const { type, nullable, enum: values } = branch as Node
  if (keys.length === 1 && type === 'null') return true
  // A `{ type: 'null' }` branch already rewritten by this converter.
  return (
    nullable === true &&
    Array.isArray(values) &&
    values.length === 1 &&
    values[0] === null &&
    keys.every((key) => key === 'nullable' || key === 'enum' || key === 'type')
  )
}

// `{ anyOf: [X], nullable: true }` reads better, and is understood by more tools, as X itself.
function mergeSingleBranch(node: Node, moved: Moved): void {
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = node[keyword]
    if (!Array.isArray(branches) || branches.length !== 1) continue
    const branch = branches[0] as Node
    if (typeof branch !== 'object' || branch === null || '$ref' in branch) {
      delete node[keyword]
      moved(keyword)
      node.allOf = [...((node.allOf as unknown[]) ?? []), branch]
      continue
    }
    const clash = Object.keys(branch).some((key) => key !== keyword && key in node)
    if (clash) continue
    delete node[keyword]
    moved(keyword)
    Object.assign(node, branch)
  }
}

function exclusiveBound(
  node: Node,
  exclusive: 'exclusiveMinimum' | 'exclusiveMaximum',
  inclusive: 'minimum' | 'maximum',
  stricter: (a: number, b: number) => number,
): void {
  const bound = node[exclusive]
  if (typeof bound !== 'number') return
  const other = node[inclusive]
  if (typeof other === 'number' && stricter(other, bound) === other && other !== bound) {
    delete node[exclusive]
    return
  }
  node[inclusive] = bound
  node[exclusive] = true
}

function tupleToItems(node: Node, moved: Moved): void {
  const prefix = node.prefixItems as unknown[]
  const rest = node.items
  delete node.prefixItems
  moved('prefixItems')
  if (rest !== undefined) moved('items')
  if (prefix.length === 0) {
    // No positions: the rest says it all, and OpenAPI 3.0 says it exactly.
    if (rest === false) {
      delete node.items
      node.maxItems = 0
    }
    return
  }
  const branches = rest === undefined || rest === false ? prefix : [...prefix, rest]
  node.items = branches.length === 1 ? branches[0] : { anyOf: branches }
  node.minItems = Math.max((node.minItems as number | undefined) ?? 0, prefix.length)
  if (rest === false) node.maxItems = prefix.length
  markUnrepresentable(
    node,
    'target',
    'OpenAPI 3.0 has no tuples: each position now accepts any of the tuple item schemas',
  )
}

function dropKeywords(node: Node, keywords: readonly string[], target: string, moved: Moved): Node {
  for (const keyword of keywords) {
    if (!(keyword in node)) continue
    delete node[keyword]
    moved(keyword)
    markUnrepresentable(node, 'target', `${target} has no "${keyword}" keyword; it was dropped`)
  }
  return node
}

function isMap(value: unknown): value is Node {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && isPlainObject(value)
  )
}
