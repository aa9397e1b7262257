import type { JsonSchemaTarget } from '@polytool/core'

// The keywords of an OpenAPI 3.0 Schema Object (besides `x-` extensions). `$defs` is kept at
// the root, where core's own OpenAPI conversion keeps the definitions a `$ref` points to.
const OPENAPI_30_KEYWORDS = new Set([
  'title',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxProperties',
  'minProperties',
  'required',
  'enum',
  'type',
  'allOf',
  'oneOf',
  'anyOf',
  'not',
  'items',
  'properties',
  'additionalProperties',
  'description',
  'format',
  'default',
  'nullable',
  'discriminator',
  'readOnly',
  'writeOnly',
  'xml',
  'externalDocs',
  'example',
  'deprecated',
  '$ref',
])
const OPENAPI_30_TYPES = new Set(['array', 'boolean', 'integer', 'number', 'object', 'string'])

/**
 * Whether an emitted OpenAPI 3.0 schema is written in that dialect: its keywords and their
 * forms (one `type`, boolean exclusive bounds, a single `items` schema, no `const`). Ajv judges
 * an OpenAPI schema as draft-07, where `const` and numeric bounds mean something, so a schema
 * written for the wrong dialect would pass the drift check; this check sees it. (A draft-07
 * schema its meta-schema refuses fails already, when Ajv compiles it.)
 *
 * @param schema - The emitted schema of one side.
 * @param target - The target it was emitted for.
 * @returns One line per misplaced keyword, empty when the schema is in its dialect.
 */
export function dialectProblems(schema: object, target: JsonSchemaTarget): string[] {
  if (target !== 'openapi-3.0') return []
  const problems: string[] = []
  const visit = (node: unknown, pointer: string, root: boolean) => {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) {
      if (typeof node !== 'boolean' || !pointer.endsWith('/additionalProperties')) {
        problems.push(
          `${pointer || '(root)'}: ${JSON.stringify(node)} is not an OpenAPI 3.0 schema`,
        )
      }
      return
    }
    const record = node as Record<string, unknown>
    for (const key of Object.keys(record)) {
      if (key.startsWith('x-') || OPENAPI_30_KEYWORDS.has(key) || (root && key === '$defs'))
        continue
      problems.push(`${pointer || '(root)'}: "${key}" is not an OpenAPI 3.0 keyword`)
    }
    const { type, exclusiveMinimum, exclusiveMaximum, items, nullable } = record
    if (type !== undefined && !(typeof type === 'string' && OPENAPI_30_TYPES.has(type))) {
      problems.push(
        `${pointer || '(root)'}: type ${JSON.stringify(type)} is not an OpenAPI 3.0 type`,
      )
    }
    for (const [name, bound] of [
      ['exclusiveMinimum', exclusiveMinimum],
      ['exclusiveMaximum', exclusiveMaximum],
    ] as const) {
      if (bound !== undefined && typeof bound !== 'boolean') {
        problems.push(
          `${pointer || '(root)'}: ${name} is a boolean in OpenAPI 3.0, not ${JSON.stringify(bound)}`,
        )
      }
    }
    if (nullable !== undefined && typeof nullable !== 'boolean') {
      problems.push(`${pointer || '(root)'}: nullable is a boolean`)
    }
    if (Array.isArray(items))
      problems.push(`${pointer || '(root)'}: items is one schema in OpenAPI 3.0, not a list`)
    else if (items !== undefined) visit(items, `${pointer}/items`, false)
    for (const keyword of ['not', 'additionalProperties'] as const) {
      if (record[keyword] !== undefined && typeof record[keyword] !== 'boolean') {
        visit(record[keyword], `${pointer}/${keyword}`, false)
      }
    }
    for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
      const list = record[keyword]
      if (!Array.isArray(list)) continue
      for (const [index, item] of list.entries()) {
        visit(item, `${pointer}/${keyword}/${index}`, false)
      }
    }
    for (const keyword of ['properties', '$defs'] as const) {
      const map = record[keyword]
      if (typeof map !== 'object' || map === null) continue
      for (const [name, item] of Object.entries(map)) {
        visit(
          item,
          `${pointer}/${keyword}/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`,
          false,
        )
      }
    }
  }
  visit(schema, '', true)
  return problems
}
