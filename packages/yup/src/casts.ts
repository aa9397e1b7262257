import { markInexact } from '@polytool/core'

type Json = Record<string, unknown>

/** The part of a Yup schema the walk reads. */
interface YupNode {
  readonly type?: unknown
  readonly fields?: Readonly<Record<string, unknown>>
  readonly innerType?: unknown
  readonly spec?: { readonly strict?: unknown; readonly types?: readonly unknown[] }
}

const MAX_DEPTH = 1_000

// What each scalar type lets through when cast, beside the values of its JSON type.
const CASTS: Readonly<Record<string, string>> = {
  number: 'a numeric string such as "5" or " 5 " passes as the number 5',
  string: 'a number or boolean such as 5 passes as the string "5"',
  boolean: 'the strings "true" and "false" and the numbers 1 and 0 pass as booleans',
}

/**
 * Tags, as inexact (`looser`, keyword `type`), each string, number and boolean of a Yup schema
 * that Yup casts before it checks: core warns of each at run time, with its JSON pointer. Yup
 * casts a value unless the root schema is strict; below it, an object skips casting a strict
 * field and all under it, while array and tuple items are cast whatever their own `strict()`.
 *
 * @param schema - The Yup schema.
 * @param json - The JSON Schema written from its description.
 */
export function tagCasts(schema: unknown, json: unknown): void {
  if ((schema as YupNode | null)?.spec?.strict === true) return
  walk(schema, json, 0)
}

function walk(schema: unknown, json: unknown, depth: number): void {
  if (depth > MAX_DEPTH || !isObject(schema) || !isObject(json)) return
  const node = schema as YupNode
  const cast = typeof node.type === 'string' ? CASTS[node.type] : undefined
  if (cast !== undefined) {
    markInexact(
      json,
      'type',
      'looser',
      `Yup casts before it checks (the schema is not strict): ${cast}`,
    )
    return
  }
  // A nullable schema without a `type` is written as `anyOf: [schema, { type: 'null' }]`.
  const inner = (
    json.type === undefined && Array.isArray(json.anyOf) ? json.anyOf[0] : json
  ) as Json
  if (!isObject(inner)) return
  if (node.type === 'object' && node.fields !== undefined && isObject(inner.properties)) {
    const properties = inner.properties
    for (const [key, field] of Object.entries(node.fields)) {
      const strict = (field as YupNode | null)?.spec?.strict === true
      if (!strict && Object.hasOwn(properties, key)) walk(field, properties[key], depth + 1)
    }
  } else if (node.type === 'array') {
    walk(node.innerType, inner.items, depth + 1)
  } else if (node.type === 'tuple' && Array.isArray(inner.prefixItems)) {
    const items = inner.prefixItems
    node.spec?.types?.forEach((type, index) => {
      walk(type, items[index], depth + 1)
    })
  }
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
