import * as fc from 'fast-check'

// Values built from an emitted JSON Schema, at and around its bounds: what a model that reads
// the schema may send. Those the schema accepts must be accepted by the validator too.

type Node = Record<string, unknown>

/** Most values built per schema node, and how deep `$ref`s and nesting are followed. */
const MAX_PER_NODE = 24
const MAX_DEPTH = 6

const ASTRAL = '😀'

/**
 * Values a JSON Schema describes, built from its keywords (types, bounds, lengths, formats,
 * enums, properties, items, combinators, local `$ref`s). Some may be invalid by the schema (a
 * `pattern` is not inverted): callers keep those the schema accepts.
 */
export function schemaValues(schema: unknown): unknown[] {
  return valuesOf(schema, schema, 0)
}

function valuesOf(node: unknown, root: unknown, depth: number): unknown[] {
  if (node === true) return ['x', 1, null, {}]
  if (typeof node !== 'object' || node === null || depth > MAX_DEPTH) return []
  const schema = node as Node
  if (typeof schema.$ref === 'string') return valuesOf(resolve(root, schema.$ref), root, depth + 1)
  if ('const' in schema) return [schema.const]
  if (Array.isArray(schema.enum)) return schema.enum.slice(0, MAX_PER_NODE)
  const out: unknown[] = []
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key]
    if (Array.isArray(branches))
      for (const branch of branches) out.push(...valuesOf(branch, root, depth + 1))
  }
  if (Array.isArray(schema.allOf)) {
    const merged = schema.allOf.reduce<Node>((all, part) => merge(all, part as Node), {})
    out.push(...valuesOf(merge(merged, withoutAllOf(schema)), root, depth + 1))
  }
  // What a condition or an exclusion names is where a schema that says more than it should
  // hides it: `not: { const: 'x' }`, `if: { pattern: '^sk-' }`.
  for (const key of ['not', 'if', 'then', 'else'] as const) {
    const part = schema[key]
    if (typeof part === 'object' && part !== null) {
      out.push(...valuesOf({ ...withoutConditions(schema), ...(part as Node) }, root, depth + 1))
    }
  }
  for (const type of typesOf(schema)) out.push(...valuesOfType(type, schema, root, depth))
  return out.slice(0, MAX_PER_NODE * 4)
}

function typesOf(schema: Node): string[] {
  if (typeof schema.type === 'string') return [schema.type]
  if (Array.isArray(schema.type)) return schema.type as string[]
  if (schema.properties !== undefined) return ['object']
  if (schema.items !== undefined || schema.prefixItems !== undefined) return ['array']
  if (STRING_KEYWORDS.some((key) => key in schema)) return ['string']
  if (NUMBER_KEYWORDS.some((key) => key in schema)) return ['number']
  return []
}

const STRING_KEYWORDS = ['pattern', 'minLength', 'maxLength', 'format']
const NUMBER_KEYWORDS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']

function withoutConditions(schema: Node): Node {
  const { not: _not, if: _if, then: _then, else: _else, ...rest } = schema
  return rest
}

// A few strings a pattern accepts, generated from it; none when it does not compile here. The
// patterns are the adapter's under test, not a stranger's.
function matching(pattern: unknown): string[] {
  if (typeof pattern !== 'string') return []
  try {
    return fc.sample(fc.stringMatching(new RegExp(pattern, 'u')), { numRuns: 3, seed: 7 })
  } catch {
    return []
  }
}

function valuesOfType(type: string, schema: Node, root: unknown, depth: number): unknown[] {
  switch (type) {
    case 'string':
      return strings(schema)
    case 'number':
    case 'integer':
      return numbers(schema, type === 'integer')
    case 'boolean':
      return [true, false]
    case 'null':
      return [null]
    case 'object':
      return objects(schema, root, depth)
    case 'array':
      return arrays(schema, root, depth)
    default:
      return []
  }
}

const FORMAT_EXAMPLES: Readonly<Record<string, readonly string[]>> = {
  email: ['a@b.co', 'first.last+tag@sub.example.org'],
  uuid: ['123e4567-e89b-42d3-a456-426614174000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
  uri: ['https://example.com/path?q=1', 'a:b', 'urn:isbn:0451450523'],
  'date-time': ['2024-01-01T00:00:00Z', '2024-02-29T23:59:60+01:00'],
  date: ['2024-01-01'],
}

function strings(schema: Node): string[] {
  const examples = FORMAT_EXAMPLES[schema.format as string]
  if (examples !== undefined) return [...examples, ...matching(schema.pattern)]
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : min + 3
  const lengths = new Set([min, max, Math.min(min + 1, max)])
  const out: string[] = []
  for (const length of lengths) out.push('a'.repeat(length), ASTRAL.repeat(length))
  return [...out, ...matching(schema.pattern)]
}

function numbers(schema: Node, integer: boolean): number[] {
  const step = typeof schema.multipleOf === 'number' ? schema.multipleOf : integer ? 1 : 0.001
  const candidates = [0, -0, step, -step, 1, -1, 0.5, 1e308, -1e308, 5e-324]
  for (const key of ['minimum', 'maximum'] as const) {
    const bound = schema[key]
    if (typeof bound === 'number') candidates.push(bound, bound - step, bound + step)
  }
  for (const key of ['exclusiveMinimum', 'exclusiveMaximum'] as const) {
    const bound = schema[key]
    if (typeof bound === 'number') candidates.push(bound + step, bound - step, bound)
  }
  for (let k = -3; k <= 3; k++) candidates.push(k * step)
  return candidates.filter((value) => !integer || Number.isInteger(value))
}

function objects(schema: Node, root: unknown, depth: number): unknown[] {
  const properties = (schema.properties ?? {}) as Record<string, unknown>
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : [])
  const choices = Object.entries(properties).map(
    ([key, sub]) => [key, valuesOf(sub, root, depth + 1)] as const,
  )
  const base: Record<string, unknown> = {}
  for (const [key, values] of choices) if (values.length > 0) base[key] = values[0]
  const out: unknown[] = [base]
  const onlyRequired = Object.fromEntries(Object.entries(base).filter(([key]) => required.has(key)))
  out.push(onlyRequired)
  for (const [key, values] of choices) {
    for (const value of values.slice(1, MAX_PER_NODE)) out.push({ ...base, [key]: value })
  }
  const additional = schema.additionalProperties
  if (additional !== false && additional !== undefined) {
    for (const value of valuesOf(additional, root, depth + 1).slice(0, 4)) {
      out.push({ ...onlyRequired, extra: value })
    }
  } else if (additional === undefined) {
    out.push({ ...base, extra: 1 })
  }
  return out
}

function arrays(schema: Node, root: unknown, depth: number): unknown[] {
  const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems : []
  const prefixValues = prefix.map((sub) => valuesOf(sub, root, depth + 1))
  const items = schema.items === undefined ? true : schema.items
  const itemValues = items === false ? [] : valuesOf(items, root, depth + 1)
  const min = typeof schema.minItems === 'number' ? schema.minItems : 0
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : min + 2
  const head = prefixValues.map((values) => values[0])
  const out: unknown[] = []
  for (const length of new Set([min, max, prefix.length])) {
    if (length < head.length) continue
    for (const item of itemValues.slice(0, MAX_PER_NODE)) {
      out.push([...head, ...Array.from({ length: length - head.length }, () => item)])
    }
    if (itemValues.length === 0 && length === head.length) out.push(head)
  }
  prefixValues.forEach((values, index) => {
    for (const value of values.slice(1, MAX_PER_NODE)) {
      out.push(head.map((other, at) => (at === index ? value : other)))
    }
  })
  return out
}

function merge(into: Node, part: Node): Node {
  const merged: Node = { ...into, ...part }
  if (into.properties !== undefined || part.properties !== undefined) {
    merged.properties = { ...(into.properties as Node), ...(part.properties as Node) }
    merged.required = [...((into.required as []) ?? []), ...((part.required as []) ?? [])]
  }
  return merged
}

function withoutAllOf(schema: Node): Node {
  const { allOf: _allOf, ...rest } = schema
  return rest
}

function resolve(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined
  let node = root
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~')
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Node)[key]
  }
  return node
}
