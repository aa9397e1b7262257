import { isObject, jsonEqual, type SchemaNode, typeList } from './json-schema'

/** How the merge reports what it cannot do exactly. */
export interface MergeReporter {
  /** The branches contradict each other: nothing satisfies them all. */
  conflict(message: string): never
  /** One branch's keyword could not be kept: the original validator still checks it. */
  lossy(message: string): void
  /** The body of a `$ref` that may be inlined, or `undefined` for a recursive one. */
  resolve(ref: string): SchemaNode | boolean | undefined
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
  const parts = [own, ...flatten(Array.isArray(allOf) ? allOf : [], report)]
  return parts.reduce((merged, part) => mergeTwo(merged, part, report), {} as SchemaNode)
}

function flatten(branches: readonly unknown[], report: MergeReporter): SchemaNode[] {
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
    flat.push(rest, ...flatten(Array.isArray(nested) ? nested : [], report))
  }
  return flat
}

function mergeTwo(left: SchemaNode, right: SchemaNode, report: MergeReporter): SchemaNode {
  const merged: SchemaNode = { ...left }
  for (const [keyword, value] of Object.entries(right)) {
    const current = merged[keyword]
    if (current === undefined) {
      merged[keyword] = value
      continue
    }
    merged[keyword] = mergeKeyword(keyword, current, value, report)
  }
  return merged
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
    case 'required':
      return [...new Set([...asArray(left), ...asArray(right)])]
    case 'enum': {
      const common = asArray(left).filter((value) =>
        asArray(right).some((other) => jsonEqual(value, other)),
      )
      if (common.length === 0) report.conflict('allOf branches share no enum value')
      return common
    }
    case 'properties':
      return mergeProperties(left, right)
    case 'items':
    case 'additionalProperties':
    case 'propertyNames':
      if (left === false || right === false) return false
      return jsonEqual(left, right) ? left : { allOf: [left, right] }
    case 'anyOf':
    case 'oneOf':
      return distribute(left, right)
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

function mergeProperties(left: unknown, right: unknown): unknown {
  if (!isObject(left) || !isObject(right)) return isObject(left) ? left : right
  const merged: Record<string, unknown> = { ...left }
  for (const [key, schema] of Object.entries(right)) {
    merged[key] =
      Object.hasOwn(merged, key) && !jsonEqual(merged[key], schema)
        ? { allOf: [merged[key], schema] }
        : schema
  }
  return merged
}

function distribute(left: unknown, right: unknown): unknown {
  const a = asArray(left)
  const b = asArray(right)
  return a.flatMap((one) => b.map((other) => ({ allOf: [one, other] })))
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value]
}
