import { isNode, merge, type Node, resolve, stringsAt, without } from './schema-nodes'

// The emitted schema read beside the case's reference, node by node: where one states an
// assertion the other does not. Values reach a keyword only when some value lands on it; this
// reads every keyword, however far its bound is from the case's values.

/**
 * How a keyword of the emitted schema differs from the reference at one node. `lost`: the
 * reference states it and the emitted schema does not (the schema admits more, so a model
 * following it may be refused). `added`: the emitted schema states it and the reference does
 * not (the schema forbids what the case allows). `changed`: both state it, with other values.
 */
export type KeywordChange = 'lost' | 'added' | 'changed'

/** One keyword on which the emitted schema and the reference differ. */
export interface KeywordDifference {
  /** JSON pointer of the node in the emitted schema (`''` is the root). */
  readonly pointer: string
  /** The keyword, or `required` for a required key, `type` for a JSON type. */
  readonly keyword: string
  readonly change: KeywordChange
  /** What the reference states, when it states it. */
  readonly reference?: unknown
  /** What the emitted schema states, when it states it. */
  readonly emitted?: unknown
}

// Keywords that assert something of a value, compared by presence and value.
const ASSERTIONS = [
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minContains',
  'maxContains',
  'minProperties',
  'maxProperties',
  'dependentRequired',
  'dependencies',
  'enum',
  'if',
  'then',
  'else',
  'unevaluatedProperties',
  'unevaluatedItems',
] as const
// Keywords holding one subschema, compared node by node when both state them.
const SUBSCHEMAS = ['items', 'additionalProperties', 'propertyNames', 'contains', 'not'] as const
// Keywords mapping names to subschemas.
const NAMED_SUBSCHEMAS = ['properties', 'patternProperties', 'dependentSchemas'] as const
const BRANCHES = ['anyOf', 'oneOf'] as const
const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'null', 'object', 'array'] as const
// `$ref`s followed in a row, and nodes compared, at most: the emitted schema is not trusted.
const MAX_REF_HOPS = 8
const MAX_NODES = 2_000

/**
 * Where the emitted schema states other assertions than the case's reference: keywords lost,
 * added or changed, `required` keys lost or added, JSON types lost or added, node by node along
 * `properties`, `items`, `prefixItems` and the other subschemas (`$ref`s and `allOf` read
 * through). Where only the emitted node branches (`anyOf`, `oneOf`), each branch is read beside
 * the reference for what it lost; where both branch, branches are compared one by one when both
 * have as many; the JSON types each side admits are compared in every case.
 *
 * @param reference - The case's reference schema (draft 2020-12).
 * @param emitted - The adapter's emitted schema (draft 2020-12), read and not trusted.
 * @returns The differences, each at its node's JSON pointer in the emitted schema.
 */
export function keywordDifferences(reference: object, emitted: object): KeywordDifference[] {
  return differencesAt({ reference, emitted, budget: { left: MAX_NODES } }, reference, emitted, '')
}

// The two schemas' roots, for their `$ref`s, and the nodes left to compare, shared by every
// comparison one call makes.
interface Roots {
  readonly reference: unknown
  readonly emitted: unknown
  readonly budget: { left: number }
}

function differencesAt(
  roots: Roots,
  reference: unknown,
  emitted: unknown,
  from: string,
): KeywordDifference[] {
  const found: KeywordDifference[] = []
  // A recursive schema meets the same pair of nodes again: each pair is compared once.
  const pairs = new WeakMap<object, WeakSet<object>>()
  const visited = (ref: unknown, em: unknown): boolean => {
    if (!isNode(ref) || !isNode(em)) return false
    const seen = pairs.get(ref) ?? new WeakSet<object>()
    pairs.set(ref, seen)
    if (seen.has(em)) return true
    seen.add(em)
    return false
  }
  const compare = (ref: unknown, em: unknown, pointer: string): void => {
    if (roots.budget.left-- <= 0 || visited(ref, em)) return
    const r = flattened(roots.reference, ref)
    const e = flattened(roots.emitted, em)
    if (!isNode(r) || !isNode(e)) {
      if (r !== e && typeof r === 'boolean' && typeof e === 'boolean') {
        found.push({ pointer, keyword: 'schema', change: 'changed', reference: r, emitted: e })
      }
      return
    }
    found.push(...typeDifferences(r, e, pointer))
    const rBranches = branchesOf(r)
    const eBranches = branchesOf(e)
    if (rBranches !== undefined || eBranches !== undefined) {
      if (rBranches === undefined && eBranches !== undefined) {
        found.push(...branchLosses(roots, r, e, eBranches, pointer))
      } else if (eBranches !== undefined && rBranches?.length === eBranches.length) {
        for (const [at, branch] of rBranches.entries()) {
          compare(branch, eBranches[at], `${pointer}/${eBranches.key}/${at}`)
        }
      }
      return
    }
    found.push(...assertionDifferences(r, e, pointer))
    found.push(...requiredDifferences(r, e, pointer))
    for (const keyword of SUBSCHEMAS) {
      compareSub(r[keyword], e[keyword], `${pointer}/${keyword}`, keyword, pointer)
    }
    const rPrefix = Array.isArray(r.prefixItems) ? r.prefixItems : []
    const ePrefix = Array.isArray(e.prefixItems) ? e.prefixItems : []
    for (let at = 0; at < Math.max(rPrefix.length, ePrefix.length); at++) {
      compareSub(rPrefix[at], ePrefix[at], `${pointer}/prefixItems/${at}`, 'prefixItems', pointer)
    }
    for (const keyword of NAMED_SUBSCHEMAS) {
      const rNamed = isNode(r[keyword]) ? r[keyword] : {}
      const eNamed = isNode(e[keyword]) ? e[keyword] : {}
      for (const name of new Set([...Object.keys(rNamed), ...Object.keys(eNamed)])) {
        compareSub(
          rNamed[name],
          eNamed[name],
          `${pointer}/${keyword}/${escaped(name)}`,
          `${keyword}/${name}`,
          pointer,
        )
      }
    }
  }
  // A subschema on one side only is a keyword lost or added at its parent node.
  const compareSub = (ref: unknown, em: unknown, at: string, keyword: string, parent: string) => {
    if (ref === undefined && em === undefined) return
    if (ref === undefined) found.push({ pointer: parent, keyword, change: 'added', emitted: em })
    else if (em === undefined)
      found.push({ pointer: parent, keyword, change: 'lost', reference: ref })
    else compare(ref, em, at)
  }
  compare(reference, emitted, from)
  return found
}

// Only the emitted node branches: a union admits no more than the reference when none of its
// branches does, so each is read beside the reference for what it lost. A branch of listed
// values (`enum`, `const`, or `type: 'null'`, one value) is left to the values, which hold every
// member; a branch of a JSON
// type the reference does not admit is the type difference already named at the node.
function branchLosses(
  roots: Roots,
  reference: Node,
  emitted: Node,
  branches: readonly unknown[] & { readonly key: string },
  pointer: string,
): KeywordDifference[] {
  const beside = without(emitted, BRANCHES)
  const types = typesOf(reference)
  return branches.flatMap((branch, at) => {
    const node = flattened(roots.emitted, isNode(branch) ? merge(beside, branch) : branch)
    const own = typesOf(node)
    if (!isNode(node) || Array.isArray(node.enum) || onlyNull(own)) return []
    if (types !== undefined && own !== undefined && ![...own].some((type) => admits(types, type))) {
      return []
    }
    return differencesAt(roots, reference, node, `${pointer}/${branches.key}/${at}`).filter(
      (difference) => difference.change === 'lost',
    )
  })
}

// The node with its `$ref`s followed and its `allOf` parts merged in, as one node.
function flattened(root: unknown, node: unknown): unknown {
  let current = node
  for (let hops = 0; hops < MAX_REF_HOPS; hops++) {
    if (!isNode(current)) return current
    if (typeof current.$ref === 'string') {
      const target = resolve(root, current.$ref)
      const siblings = without(current, ['$ref', '$defs', 'definitions'])
      current = isNode(target) ? merge(without(target, ['$defs', 'definitions']), siblings) : target
      continue
    }
    if (Array.isArray(current.allOf)) {
      current = current.allOf.reduce<Node>(
        (into, part) => (isNode(part) ? merge(into, part) : into),
        without(current, ['allOf']),
      )
      continue
    }
    return normalised(withEnum(current))
  }
  return current
}

// Ways of writing the same assertion, written one way: a subschema that admits everything
// (`additionalProperties: true`, `items: {}`) is none, `items: false` after a tuple is its
// `maxItems`, `propertyNames: { type: 'string' }` says what every key is, and a closed object
// whose keys all match one pattern is a record keyed by it.
function normalised(node: Node): Node {
  let out = node
  for (const key of SUBSCHEMAS) {
    if (out[key] === true || (isNode(out[key]) && Object.keys(out[key]).length === 0)) {
      out = without(out, [key])
    }
  }
  if (out.items === false && Array.isArray(out.prefixItems)) {
    const max = typeof out.maxItems === 'number' ? out.maxItems : out.prefixItems.length
    out = { ...without(out, ['items']), maxItems: Math.min(max, out.prefixItems.length) }
  }
  if (isNode(out.propertyNames)) {
    const names = without(out.propertyNames, ['type'])
    if (out.propertyNames.type === 'string') {
      out =
        Object.keys(names).length === 0
          ? without(out, ['propertyNames'])
          : { ...out, propertyNames: names }
    }
  }
  const patterned = isNode(out.patternProperties) ? Object.entries(out.patternProperties) : []
  if (
    out.additionalProperties === false &&
    out.properties === undefined &&
    patterned.length === 1
  ) {
    const [pattern, sub] = patterned[0] as [string, unknown]
    out = {
      ...without(out, ['patternProperties', 'additionalProperties']),
      propertyNames: { ...(isNode(out.propertyNames) ? out.propertyNames : {}), pattern },
      additionalProperties: sub,
    }
  }
  return out
}

// `const: x` is `enum: [x]`, and `anyOf` of `const`s is one `enum`: the same assertion.
function withEnum(node: Node): Node {
  if ('const' in node) return { ...without(node, ['const']), enum: [node.const] }
  const branches = node.anyOf ?? node.oneOf
  if (
    Array.isArray(branches) &&
    branches.length > 0 &&
    branches.every(
      (b) =>
        isNode(b) &&
        'const' in b &&
        Object.keys(without(b, ['type', 'description', 'title'])).length === 1,
    )
  ) {
    return { ...without(node, ['anyOf', 'oneOf']), enum: branches.map((b) => (b as Node).const) }
  }
  return node
}

function branchesOf(node: Node): (unknown[] & { key: string }) | undefined {
  for (const key of BRANCHES) {
    const branches = node[key]
    if (Array.isArray(branches)) return Object.assign([...branches], { key })
  }
  return undefined
}

// The JSON types a node admits: its `type`, its `enum` members' types, its branches' types;
// `undefined` when it admits every type.
function typesOf(node: unknown, depth = 0): Set<string> | undefined {
  if (node === false) return new Set()
  if (!isNode(node) || depth > MAX_REF_HOPS) return undefined
  // The members of an `enum` or a `const` are the values it admits, whatever `type` says.
  if ('const' in node) return new Set([jsonType(node.const)])
  if (Array.isArray(node.enum)) return new Set(node.enum.map(jsonType))
  // A multiple of an integer is an integer: `number` and `integer` say the same there.
  const step = node.multipleOf
  const integral = typeof step === 'number' && Number.isInteger(step)
  const named = (type: unknown) => (integral && type === 'number' ? 'integer' : type)
  if (typeof node.type === 'string') return new Set([named(node.type) as string])
  if (Array.isArray(node.type)) {
    return new Set(node.type.filter((t) => typeof t === 'string').map(named) as string[])
  }
  const branches = node.anyOf ?? node.oneOf
  if (Array.isArray(branches)) {
    const all = new Set<string>()
    for (const branch of branches) {
      const types = typesOf(branch, depth + 1)
      if (types === undefined) return undefined
      for (const type of types) all.add(type)
    }
    return all
  }
  return undefined
}

function jsonType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value
}

// An integer is a number: `integer` where the reference says `number` is a narrower type, and
// the other way a wider one.
function typeDifferences(r: Node, e: Node, pointer: string): KeywordDifference[] {
  const rTypes = typesOf(r)
  const eTypes = typesOf(e)
  if (rTypes === undefined && eTypes === undefined) return []
  if (rTypes === undefined)
    return [{ pointer, keyword: 'type', change: 'added', emitted: [...(eTypes ?? [])] }]
  if (eTypes === undefined)
    return [{ pointer, keyword: 'type', change: 'lost', reference: [...rTypes] }]
  // More types admitted is a constraint lost; fewer is one added. Both can hold at once.
  const widens = JSON_TYPES.some((type) => eTypes.has(type) && !admits(rTypes, type))
  const narrows = JSON_TYPES.some((type) => rTypes.has(type) && !admits(eTypes, type))
  const both = { pointer, keyword: 'type', reference: [...rTypes], emitted: [...eTypes] }
  return [
    ...(widens ? [{ ...both, change: 'lost' as const }] : []),
    ...(narrows ? [{ ...both, change: 'added' as const }] : []),
  ]
}

function onlyNull(types: ReadonlySet<string> | undefined): boolean {
  return types?.size === 1 && types.has('null')
}

// An integer is a number: a node that admits numbers admits integers.
function admits(types: ReadonlySet<string>, type: string): boolean {
  return types.has(type) || (type === 'integer' && types.has('number'))
}

function assertionDifferences(r: Node, e: Node, pointer: string): KeywordDifference[] {
  const out: KeywordDifference[] = []
  for (const keyword of ASSERTIONS) {
    const inR = r[keyword] !== undefined
    const inE = e[keyword] !== undefined
    if (inR && !inE) out.push({ pointer, keyword, change: 'lost', reference: r[keyword] })
    else if (!inR && inE) out.push({ pointer, keyword, change: 'added', emitted: e[keyword] })
    else if (inR && inE && !sameAssertion(keyword, r[keyword], e[keyword])) {
      out.push({ pointer, keyword, change: 'changed', reference: r[keyword], emitted: e[keyword] })
    }
  }
  return out
}

function sameAssertion(keyword: string, a: unknown, b: unknown): boolean {
  if (keyword === 'enum' && Array.isArray(a) && Array.isArray(b)) {
    const keys = new Set(a.map((item) => JSON.stringify(item)))
    return a.length === b.length && b.every((item) => keys.has(JSON.stringify(item)))
  }
  return JSON.stringify(a) === JSON.stringify(b)
}

function requiredDifferences(r: Node, e: Node, pointer: string): KeywordDifference[] {
  const rKeys = stringsAt(r, 'required')
  const eKeys = stringsAt(e, 'required')
  return [
    ...rKeys
      .filter((key) => !eKeys.includes(key))
      .map((key) => ({ pointer, keyword: 'required', change: 'lost' as const, reference: key })),
    ...eKeys
      .filter((key) => !rKeys.includes(key))
      .map((key) => ({ pointer, keyword: 'required', change: 'added' as const, emitted: key })),
  ]
}

function escaped(name: string): string {
  return name.replaceAll('~', '~0').replaceAll('/', '~1')
}
