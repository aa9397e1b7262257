type Json = Record<string, unknown>

/** The part of a Yup schema the walk reads. */
export interface YupNode {
  readonly type?: unknown
  readonly fields?: Readonly<Record<string, unknown>>
  readonly innerType?: unknown
  readonly spec?: { readonly strict?: unknown; readonly types?: readonly unknown[] }
}

/** What a walk of a Yup schema beside its JSON Schema does at each node. */
export interface BesideJson {
  /**
   * Called with each Yup node and the JSON Schema node written for it.
   *
   * @returns `false` to leave what is below the node unwalked.
   */
  visit(node: YupNode, json: Json): boolean
  /** Whether to walk an object's field; every field by default. */
  field?(field: YupNode): boolean
}

const MAX_DEPTH = 1_000

/**
 * Walks a Yup schema and the JSON Schema written from its description side by side: object
 * fields with their properties, array items with `items`, tuple items with `prefixItems`, through
 * the `anyOf` a nullable schema without a `type` is written as. Stops at 1,000 levels.
 *
 * @param schema - The Yup schema.
 * @param json - The JSON Schema written from its description.
 * @param walker - What to do at each node.
 */
export function walkBesideJson(schema: unknown, json: unknown, walker: BesideJson): void {
  walk(schema, json, walker, 0)
}

function walk(schema: unknown, json: unknown, walker: BesideJson, depth: number): void {
  if (depth > MAX_DEPTH || !isObject(schema) || !isObject(json)) return
  const node = schema as YupNode
  if (!walker.visit(node, json)) return
  // A nullable schema without a `type` is written as `anyOf: [schema, { type: 'null' }]`.
  const inner = (
    json.type === undefined && Array.isArray(json.anyOf) ? json.anyOf[0] : json
  ) as Json
  if (!isObject(inner)) return
  if (node.type === 'object' && node.fields !== undefined && isObject(inner.properties)) {
    const properties = inner.properties
    for (const [key, field] of Object.entries(node.fields)) {
      const walked = walker.field?.(field as YupNode) ?? true
      if (walked && Object.hasOwn(properties, key)) walk(field, properties[key], walker, depth + 1)
    }
  } else if (node.type === 'array') {
    walk(node.innerType, inner.items, walker, depth + 1)
  } else if (node.type === 'tuple' && Array.isArray(inner.prefixItems)) {
    const items = inner.prefixItems
    node.spec?.types?.forEach((type, index) => {
      walk(type, items[index], walker, depth + 1)
    })
  }
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
