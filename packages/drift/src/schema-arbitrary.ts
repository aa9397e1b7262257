import * as fc from 'fast-check'

type Node = Record<string, unknown>

/** How deep `$ref`s and nested objects and arrays are followed; deeper ones are left empty. */
const MAX_DEPTH = 4

// Strings a model may send for a format, valid and near-valid.
const FORMAT_STRINGS: Readonly<Record<string, fc.Arbitrary<string>>> = {
  email: fc.oneof(fc.emailAddress(), fc.constantFrom('a@b', '/No@z', 'a@b.c', '@b.co')),
  uuid: fc.oneof(fc.uuid(), fc.constantFrom('123e4567-e89b-12d3-a456-42661417400', 'x')),
  uri: fc.oneof(fc.webUrl(), fc.constantFrom('a:', 'b:', 'a:b', 'http://', '//x', 'x y:')),
}

// Numbers where validators round differently: tiny, huge, near integers, past 2^53.
const EDGE_NUMBERS = fc.constantFrom(
  0,
  -0,
  5e-324,
  1e-300,
  1e-7,
  1e308,
  0.1,
  4.999999999999999,
  5.000000000000001,
  2 ** 53 - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
)

/**
 * A fast-check arbitrary of JSON values built from an emitted JSON Schema: values it accepts,
 * and values just past its bounds (one character, item or step too many or too few, an extra
 * key, a missing one), so that both verdicts are exercised where the keywords are.
 */
export function schemaArbitrary(schema: object): fc.Arbitrary<unknown> {
  return arbitraryOf(schema, schema, 0)
}

function arbitraryOf(node: unknown, root: object, depth: number): fc.Arbitrary<unknown> {
  if (
    node === true ||
    (typeof node === 'object' && node !== null && Object.keys(node).length === 0)
  ) {
    return fc.jsonValue({ maxDepth: 1 })
  }
  if (typeof node !== 'object' || node === null) return fc.jsonValue({ maxDepth: 1 })
  const schema = node as Node
  const choices: fc.Arbitrary<unknown>[] = []
  if (typeof schema.$ref === 'string') {
    choices.push(
      depth > MAX_DEPTH
        ? fc.constant(null)
        : arbitraryOf(resolve(root, schema.$ref), root, depth + 1),
    )
  }
  if ('const' in schema) choices.push(fc.constant(schema.const))
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    choices.push(fc.constantFrom(...schema.enum))
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key]
    if (Array.isArray(branches) && branches.length > 0) {
      choices.push(fc.oneof(...branches.map((branch) => arbitraryOf(branch, root, depth + 1))))
    }
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    const { allOf, ...rest } = schema
    const merged = (allOf as Node[]).reduce<Node>((all, part) => merge(all, part), rest)
    choices.push(arbitraryOf(merged, root, depth + 1))
  }
  for (const type of typesOf(schema)) choices.push(ofType(type, schema, root, depth))
  if (choices.length === 0) return fc.jsonValue({ maxDepth: 1 })
  return choices.length === 1 ? (choices[0] as fc.Arbitrary<unknown>) : fc.oneof(...choices)
}

function typesOf(schema: Node): string[] {
  if (typeof schema.type === 'string') return [schema.type]
  if (Array.isArray(schema.type)) return schema.type as string[]
  if (schema.properties !== undefined || schema.additionalProperties !== undefined)
    return ['object']
  if (schema.items !== undefined || schema.prefixItems !== undefined) return ['array']
  return []
}

function ofType(type: string, schema: Node, root: object, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return strings(schema)
    case 'integer':
      return numbers(schema).filter(Number.isInteger)
    case 'number':
      return numbers(schema)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'object':
      return depth > MAX_DEPTH ? fc.constant({}) : objects(schema, root, depth)
    case 'array':
      return depth > MAX_DEPTH ? fc.constant([]) : arrays(schema, root, depth)
    default:
      return fc.jsonValue({ maxDepth: 1 })
  }
}

function strings(schema: Node): fc.Arbitrary<string> {
  const format = typeof schema.format === 'string' ? FORMAT_STRINGS[schema.format] : undefined
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : min + 6
  // Lengths one past each bound, in ASCII and in characters outside the BMP.
  const lengths = { minLength: Math.max(0, min - 1), maxLength: max + 1 }
  const plain = fc.oneof(
    fc.string({ ...lengths, unit: 'grapheme-ascii' }),
    fc.string({ ...lengths, unit: 'binary' }),
  )
  const choices: fc.Arbitrary<string>[] = [plain]
  if (format !== undefined) choices.push(format)
  if (typeof schema.pattern === 'string') {
    try {
      choices.push(fc.stringMatching(new RegExp(schema.pattern, 'u')))
    } catch {
      // A pattern fast-check cannot invert: the other strings still test it.
    }
  }
  return fc.oneof(...choices)
}

function numbers(schema: Node): fc.Arbitrary<number> {
  const step = typeof schema.multipleOf === 'number' ? schema.multipleOf : 1
  const bounds = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']
    .map((key) => schema[key])
    .filter((bound): bound is number => typeof bound === 'number')
  const near = bounds.flatMap((bound) => [
    bound,
    bound - step,
    bound + step,
    bound - 0.001,
    bound + 0.001,
  ])
  return fc.oneof(
    fc.integer({ min: -12, max: 12 }).map((k) => k * step),
    fc.integer({ min: -12_000, max: 12_000 }).map((k) => (k * step) / 1000),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    EDGE_NUMBERS,
    ...(near.length > 0 ? [fc.constantFrom(...near)] : []),
  )
}

function objects(schema: Node, root: object, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, unknown>
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : []
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, sub]) => [key, arbitraryOf(sub, root, depth + 1)]),
  )
  const known = fc.record(model, {
    noNullPrototype: true,
    requiredKeys: required.filter((key) => key in model),
  })
  const extra = schema.additionalProperties
  const extraValue =
    typeof extra === 'object' && extra !== null
      ? arbitraryOf(extra, root, depth + 1)
      : fc.jsonValue({ maxDepth: 1 })
  const extras = fc.dictionary(fc.string({ maxLength: 3 }), extraValue, {
    maxKeys: 2,
    noNullPrototype: true,
  })
  return fc
    .tuple(
      known,
      fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extras }),
    )
    .map(([own, more]) => copyKeys(more, own))
}

function arrays(schema: Node, root: object, depth: number): fc.Arbitrary<unknown> {
  const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems : []
  const head = fc.tuple(...prefix.map((sub) => arbitraryOf(sub, root, depth + 1)))
  const items =
    schema.items === false ? undefined : arbitraryOf(schema.items ?? true, root, depth + 1)
  const min = typeof schema.minItems === 'number' ? schema.minItems : 0
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : min + 3
  const tail =
    items === undefined
      ? fc.oneof(fc.constant([]), fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 1 }))
      : fc.array(items, { minLength: Math.max(0, min - 1 - prefix.length), maxLength: max + 1 })
  return fc.tuple(head, tail).map(([first, rest]) => [...first, ...rest])
}

function merge(into: Node, part: Node): Node {
  const merged: Node = { ...into, ...part }
  if (into.properties !== undefined || part.properties !== undefined) {
    merged.properties = { ...(into.properties as Node), ...(part.properties as Node) }
    merged.required = [...((into.required as []) ?? []), ...((part.required as []) ?? [])]
  }
  return merged
}

function resolve(root: object, ref: string): unknown {
  if (ref === '#') return root
  if (!ref.startsWith('#/')) return undefined
  let node: unknown = root
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~')
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Node)[key]
  }
  return node
}

// Own keys win over extra ones; `__proto__` stays a plain key, as JSON.parse makes it.
function copyKeys(...sources: readonly object[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      Object.defineProperty(out, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      })
    }
  }
  return out
}
