import { jsonEqual } from '@polytool/core'
import { applyPartKeyRules, type KeyRuleReporter } from './all-of-key-rules'
import { jsonKey } from './json-key'
import { isObject, type SchemaNode, typeList } from './json-schema'
import { withoutUnevaluated } from './unevaluated-parts'

/** How the merge reports what it cannot do exactly. */
export interface MergeReporter extends KeyRuleReporter {
  /** The branches contradict each other: nothing satisfies them all. */
  conflict(message: string): never
  /** One branch's keyword could not be kept: the original validator still checks it. */
  lossy(message: string): void
  /** The body of a `$ref` that may be inlined, or `undefined` for a recursive one. */
  resolve(ref: string): SchemaNode | boolean | undefined
  /** Unions are about to be distributed into this many branches; throws when that is too many. */
  unionProduct(branches: number): void
  /** A key some part requires is forbidden by another part: nothing satisfies them all. */
  unsatisfiable(name: string, message: string): never
}

const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties']
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties']
const FIRST_WINS = ['description', 'title', 'default', 'examples', '$comment', 'deprecated']

/**
 * Merges a node's `allOf` into one schema that accepts the same values where it can: types and
 * enums intersect, bounds tighten, properties and `required` add up (a property in several
 * branches becomes a nested `allOf`, merged in turn), unions distribute.
 */
export function mergeAllOf(node: SchemaNode, report: MergeReporter): SchemaNode {
  const { allOf, ...own } = node
  const withNested = new Set<SchemaNode>()
  const flat = flatten(Array.isArray(allOf) ? allOf : [], report, withNested)
  const parts = withoutUnevaluated(own, flat, withNested, report)
  const merged: SchemaNode = {}
  // Properties and `required` are gathered across all parts, then written once: linear in the parts.
  const properties = new Map<string, PropertyParts>()
  let required: Set<unknown> | undefined
  for (const part of parts) {
    for (const [keyword, value] of Object.entries(part)) {
      // Gathered keywords hold their place in the key order now, their value comes at the end.
      if (keyword === 'properties' && isObject(value)) {
        merged.properties ??= true
        gatherProperties(properties, value)
      } else if (keyword === 'required') {
        merged.required ??= true
        required ??= new Set()
        for (const name of asArray(value)) required.add(name)
      } else if (merged[keyword] === undefined) merged[keyword] = value
      else if (keyword !== 'properties')
        merged[keyword] = mergeKeyword(keyword, merged[keyword], value, report)
    }
  }
  const forbidden = new Set<string>()
  // Required names count as declared: a closed part that lists neither forbids them too.
  const names = new Set(properties.keys())
  for (const name of required ?? []) if (typeof name === 'string') names.add(name)
  applyPartKeyRules(
    parts,
    [...names],
    {
      add: (name, schema) => addSchema(properties, name, schema),
      forbid: (name) => forbidden.add(name),
    },
    report,
  )
  for (const name of forbidden) {
    if (required?.has(name))
      report.unsatisfiable(
        name,
        `"${name}" is required by one allOf part and forbidden by another (additionalProperties: false)`,
      )
    // `false`: an emitter leaves the property out, a pass-through keeps it forbidden.
    properties.set(name, { keys: new Set(['false']), schemas: [false] })
  }
  if (hasOpenPatterns(parts)) {
    report.lossy(
      "allOf parts combine patternProperties with another part's additionalProperties: keys no part declares are checked by the merged object less strictly than by the original validator",
    )
  }
  if (properties.size > 0) merged.properties = writeProperties(properties)
  if (required !== undefined) merged.required = [...required]
  return merged
}

/** The distinct schemas a property has across the parts of an `allOf`. */
interface PropertyParts {
  readonly keys: Set<string>
  readonly schemas: unknown[]
}

function gatherProperties(gathered: Map<string, PropertyParts>, properties: SchemaNode): void {
  for (const [name, schema] of Object.entries(properties)) addSchema(gathered, name, schema)
}

function addSchema(gathered: Map<string, PropertyParts>, name: string, schema: unknown): void {
  const known = gathered.get(name) ?? { keys: new Set<string>(), schemas: [] }
  gathered.set(name, known)
  const key = jsonKey(schema)
  if (known.keys.has(key)) return
  known.keys.add(key)
  known.schemas.push(schema)
}

/**
 * Whether one part's `patternProperties` meet another part's restricting `additionalProperties`: on the merged object a key matching the pattern skips
 * `additionalProperties`, where the other part would still have checked it.
 */
function hasOpenPatterns(parts: readonly SchemaNode[]): boolean {
  let withPatterns = 0
  let restricting = 0
  for (const part of parts) {
    const patterned =
      isObject(part.patternProperties) && Object.keys(part.patternProperties).length > 0
    const extra = part.additionalProperties
    if (patterned) withPatterns++
    else if (extra !== undefined && extra !== true) restricting++
  }
  // Parts with different patterns are reported by the keyword merge already.
  return withPatterns > 0 && restricting > 0
}

// A property in several parts becomes a nested `allOf`, merged in turn when it is emitted.
function writeProperties(gathered: Map<string, PropertyParts>): SchemaNode {
  const properties: SchemaNode = {}
  for (const [name, { schemas }] of gathered) {
    Object.defineProperty(properties, name, {
      value: schemas.length === 1 ? schemas[0] : { allOf: schemas },
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  return properties
}

function flatten(
  branches: readonly unknown[],
  report: MergeReporter,
  withNested: Set<SchemaNode>,
): SchemaNode[] {
  const flat: SchemaNode[] = []
  for (const branch of branches) {
    let part = branch
    const seen = new Set<string>()
    while (isObject(part) && typeof part.$ref === 'string') {
      if (seen.has(part.$ref)) report.conflict(`allOf refers to itself through ${part.$ref}`)
      seen.add(part.$ref)
      const body = report.resolve(part.$ref)
      if (body === undefined) report.conflict(`allOf cannot merge the recursive ${part.$ref}`)
      const { $ref: _ref, ...siblings } = part
      part =
        body === true ? siblings : body === false ? { not: {} } : { ...siblings, allOf: [body] }
    }
    if (part === true) continue
    if (part === false) report.conflict('allOf contains a schema that accepts nothing')
    const { allOf: nested, ...rest } = part as SchemaNode
    const inner = Array.isArray(nested) ? nested : []
    // Its nested parts are merged beside it: what they evaluate, it no longer sees.
    if (inner.length > 0) withNested.add(rest)
    flat.push(rest, ...flatten(inner, report, withNested))
  }
  return flat
}

function mergeKeyword(
  keyword: string,
  left: unknown,
  right: unknown,
  report: MergeReporter,
): unknown {
  if (FIRST_WINS.includes(keyword)) return left
  if (LOWER_BOUNDS.includes(keyword) && typeof left === 'number' && typeof right === 'number') {
    return Math.max(left, right)
  }
  if (UPPER_BOUNDS.includes(keyword) && typeof left === 'number' && typeof right === 'number') {
    return Math.min(left, right)
  }
  switch (keyword) {
    case 'type':
      return intersectTypes(left, right, report)
    case 'enum': {
      const allowed = new Set(asArray(right).map(jsonKey))
      const common = asArray(left).filter((value) => allowed.has(jsonKey(value)))
      if (common.length === 0) report.conflict('allOf branches share no enum value')
      return common
    }
    case 'items':
    case 'additionalProperties':
    case 'propertyNames':
      if (left === false || right === false) return false
      return jsonEqual(left, right) ? left : { allOf: [left, right] }
    case 'anyOf':
    case 'oneOf':
      return distribute(left, right, report)
    case 'uniqueItems':
      return left === true || right === true
    default:
      if (jsonEqual(left, right)) return left
      if (keyword === 'const')
        report.conflict(
          `allOf branches want different constants ${JSON.stringify(left)} and ${JSON.stringify(right)}`,
        )
      report.lossy(
        `allOf branches disagree on ${keyword}: kept ${JSON.stringify(left)}, the original validator still checks ${JSON.stringify(right)}`,
      )
      return left
  }
}

function intersectTypes(left: unknown, right: unknown, report: MergeReporter): unknown {
  const a = typeList({ type: left }) ?? []
  const b = typeList({ type: right }) ?? []
  const common = a.flatMap((type) => {
    if (b.includes(type)) return [type]
    if (type === 'number' && b.includes('integer')) return ['integer']
    if (type === 'integer' && b.includes('number')) return ['integer']
    return []
  })
  if (common.length === 0)
    report.conflict(`allOf branches have no type in common (${a.join(', ')} / ${b.join(', ')})`)
  return common.length === 1 ? common[0] : [...new Set(common)]
}

function distribute(left: unknown, right: unknown, report: MergeReporter): unknown {
  const a = asArray(left)
  const b = asArray(right)
  report.unionProduct(a.length * b.length)
  return a.flatMap((one) => b.map((other) => ({ allOf: [one, other] })))
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value]
}
