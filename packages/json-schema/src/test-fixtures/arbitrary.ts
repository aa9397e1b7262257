import fc from 'fast-check'
import { isObject, type SchemaNode } from '../json-schema'

// Deep enough to pass the unroll depth (3) of recursive definitions.
const MAX_DEPTH = 8

/**
 * Values for the subset of JSON Schema the conformance cases use; the caller keeps only those
 * the original schema accepts. Recursion stops once optional properties can end it.
 */
export function arbitraryFor(
  schema: unknown,
  document: SchemaNode,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema === true || (isObject(schema) && Object.keys(schema).length === 0)) return jsonValue()
  if (!isObject(schema)) return fc.constant(null)
  if (typeof schema.$ref === 'string')
    return arbitraryFor(resolve(document, schema.$ref), document, depth + 1)
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum)
  const branches = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined
  if (Array.isArray(branches))
    return fc.oneof(...branches.map((branch) => arbitraryFor(branch, document, depth)))
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object']
  return fc.oneof(...types.map((type) => arbitraryForType(String(type), schema, document, depth)))
}

function arbitraryForType(
  type: string,
  schema: SchemaNode,
  document: SchemaNode,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
      return fc.integer({ min: lowerBound(schema, -1000), max: upperBound(schema, 1000) })
    case 'number':
      return fc
        .oneof(
          fc.integer({ min: -1000, max: 1000 }),
          fc.double({ min: -1000, max: 1000, noNaN: true }),
        )
        .map((n) => (Object.is(n, -0) ? 0 : n))
    case 'string':
      return stringFor(schema)
    case 'array':
      return arrayFor(schema, document, depth)
    default:
      return objectFor(schema, document, depth)
  }
}

function stringFor(schema: SchemaNode): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 12
  if (typeof schema.pattern !== 'string') return fc.string({ minLength, maxLength })
  // Candidates from the pattern's alphabet; the caller filters on the full pattern.
  return fc.string({ unit: fc.constantFrom(...'abcdefxyz0123456789'), minLength, maxLength })
}

function arrayFor(schema: SchemaNode, document: SchemaNode, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.prefixItems)) {
    return fc.tuple(...schema.prefixItems.map((item) => arbitraryFor(item, document, depth)))
  }
  const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0
  const maxLength =
    depth >= MAX_DEPTH
      ? minLength
      : Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 2, minLength + 2)
  const items = arbitraryFor(schema.items ?? true, document, depth)
  return schema.uniqueItems === true
    ? fc.uniqueArray(items, {
        minLength,
        maxLength,
        comparator: (a, b) => JSON.stringify(a) === JSON.stringify(b),
      })
    : fc.array(items, { minLength, maxLength })
}

function objectFor(schema: SchemaNode, document: SchemaNode, depth: number): fc.Arbitrary<unknown> {
  const properties = isObject(schema.properties) ? schema.properties : {}
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : []
  if (
    Object.keys(properties).length === 0 &&
    schema.additionalProperties !== undefined &&
    schema.additionalProperties !== false
  ) {
    return fc.dictionary(
      fc.string({ maxLength: 6 }),
      arbitraryFor(schema.additionalProperties, document, depth),
      { maxKeys: 4 },
    )
  }
  const keys = Object.keys(properties).filter((key) => depth < MAX_DEPTH || required.includes(key))
  const record = Object.fromEntries(
    keys.map((key) => [key, arbitraryFor(properties[key], document, depth)]),
  )
  return fc.record(record, { requiredKeys: required.filter((key) => keys.includes(key)) })
}

function lowerBound(schema: SchemaNode, fallback: number): number {
  if (typeof schema.minimum === 'number') return Math.ceil(schema.minimum)
  if (typeof schema.exclusiveMinimum === 'number') return Math.floor(schema.exclusiveMinimum) + 1
  return fallback
}

function upperBound(schema: SchemaNode, fallback: number): number {
  if (typeof schema.maximum === 'number') return Math.floor(schema.maximum)
  if (typeof schema.exclusiveMaximum === 'number') return Math.ceil(schema.exclusiveMaximum) - 1
  return fallback
}

function jsonValue(): fc.Arbitrary<unknown> {
  return fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.parse(JSON.stringify(value)))
}

/** Reads a local `$ref` (`#` or a JSON pointer) in a document. */
export function resolve(document: SchemaNode, ref: string): unknown {
  const tokens =
    ref === '#'
      ? []
      : ref
          .slice(2)
          .split('/')
          .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
  return tokens.reduce<unknown>(
    (node, token) => (isObject(node) ? node[token] : undefined),
    document,
  )
}
