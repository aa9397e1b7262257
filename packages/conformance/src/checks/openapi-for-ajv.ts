// OpenAPI 3.0 schemas say "nullable: true" and "exclusiveMinimum: true" where draft-07 says
// `type: [T, 'null']` and `exclusiveMinimum: n`. Rewritten in place, node by node, so that Ajv
// judges them as OpenAPI means them and every JSON pointer still names the node it named.

import { DEFINITIONS_BESIDE_REF } from './ref-siblings'

type Node = Record<string, unknown>

const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'] as const
const SCHEMA_KEYWORDS = ['items', 'additionalProperties', 'not', 'additionalItems'] as const

/**
 * Schema nodes nested in one another that the rewrite follows. The emitted schema is not
 * trusted and the rewrite recurses: deeper than this, the case fails with this limit named
 * instead of the stack's own error. Ajv, which judges the rewrite, recurses as deep.
 */
export const MAX_OPENAPI_DEPTH = 1_000

/**
 * A copy of an OpenAPI 3.0 schema that draft-07 Ajv judges as OpenAPI 3.0.3 means it:
 * `nullable` adds `null` to an explicit `type` beside it (and nothing else), boolean `exclusiveMinimum`/`exclusiveMaximum` make their bound exclusive.
 *
 * @param schema - An OpenAPI 3.0 schema object (hostile: only read).
 * @returns The draft-07 rewrite, with the same JSON pointers for every node.
 * @throws Error when the schema nests deeper than {@link MAX_OPENAPI_DEPTH}.
 */
export function openApiForAjv(schema: unknown): unknown {
  return rewrite(schema, 0, { openApi: true, refAlone: false, dialect: OPENAPI_DIALECT })
}

/**
 * A copy of a draft-07 or OpenAPI 3.0 schema that draft-07 Ajv judges as its target means it:
 * OpenAPI's spellings rewritten (`openApiForAjv`), and the keywords beside a `$ref` left out,
 * since both targets ignore them and Ajv would apply them. `$defs` and `definitions` beside a
 * `$ref` stay: references still resolve into them.
 *
 * @param schema - A draft-07 or OpenAPI 3.0 schema object (hostile: only read).
 * @param target - The target it was emitted for.
 * @returns The copy, with the same JSON pointers for every node it keeps.
 * @throws Error when the schema nests deeper than {@link MAX_OPENAPI_DEPTH}.
 */
export function draft07ForAjv(schema: unknown, target: 'draft-07' | 'openapi-3.0'): unknown {
  const openApi = target === 'openapi-3.0'
  return rewrite(schema, 0, {
    openApi,
    refAlone: true,
    dialect: openApi ? OPENAPI_DIALECT : target,
  })
}

// What the rewrite does: OpenAPI's spellings, and keywords beside a `$ref` left out; and the
// dialect the schema was emitted in, which the depth error names.
interface Rewrites {
  readonly openApi: boolean
  readonly refAlone: boolean
  readonly dialect: string
}

const OPENAPI_DIALECT = 'OpenAPI 3.0'

const KEPT_BESIDE_REF = ['$ref', ...DEFINITIONS_BESIDE_REF]

function rewrite(schema: unknown, depth: number, rewrites: Rewrites): unknown {
  if (typeof schema !== 'object' || schema === null) return schema
  if (depth > MAX_OPENAPI_DEPTH) {
    throw new Error(
      `the emitted ${rewrites.dialect} schema nests deeper than ${MAX_OPENAPI_DEPTH} levels: the kit does not judge it`,
    )
  }
  const below = (child: unknown) => rewrite(child, depth + 1, rewrites)
  if (Array.isArray(schema)) return schema.map(below)
  const node: Node =
    rewrites.refAlone && typeof (schema as Node).$ref === 'string'
      ? refAlone(schema as Node)
      : { ...(schema as Node) }
  for (const keyword of SCHEMA_LISTS) {
    if (Array.isArray(node[keyword])) node[keyword] = (node[keyword] as unknown[]).map(below)
  }
  for (const keyword of SCHEMA_KEYWORDS) {
    if (node[keyword] !== undefined) node[keyword] = below(node[keyword])
  }
  for (const keyword of SCHEMA_MAPS) {
    const map = node[keyword]
    if (typeof map !== 'object' || map === null) continue
    node[keyword] = Object.fromEntries(
      Object.entries(map).map(([name, child]) => [name, below(child)]),
    )
  }
  if (!rewrites.openApi) return node
  exclusiveBound(node, 'exclusiveMinimum', 'minimum')
  exclusiveBound(node, 'exclusiveMaximum', 'maximum')
  if (node.nullable === true) admitNull(node)
  delete node.nullable
  return node
}

// A `$ref` node as draft-07 and OpenAPI 3.0 read it: "all other properties in a $ref object
// MUST be ignored". Built key by key, so that no `__proto__` key becomes a prototype.
function refAlone(schema: Node): Node {
  const node: Node = {}
  for (const key of KEPT_BESIDE_REF) {
    if (Object.hasOwn(schema, key)) node[key] = schema[key]
  }
  return node
}

function exclusiveBound(node: Node, exclusive: string, inclusive: string): void {
  const flag = node[exclusive]
  if (typeof flag !== 'boolean') return
  if (flag && typeof node[inclusive] === 'number') {
    node[exclusive] = node[inclusive]
    delete node[inclusive]
  } else delete node[exclusive]
}

// OpenAPI 3.0.3: "A true value adds "null" to the allowed types specified by the type keyword,
// only if type is explicitly defined within the same Schema Object. Other Schema Object
// constraints retain their defined behavior, and therefore may disallow the use of null as a
// value." So `nullable` beside `anyOf`, `allOf` or `enum` without a `type` admits nothing, and
// an `enum` without a `null` member still refuses null.
function admitNull(node: Node): void {
  if (typeof node.type === 'string') node.type = [node.type, 'null']
}
