import { markInexact, type StandardSchemaV1 } from '@polytool/core'
import { type JudgedPlace, refuseArraysTakenAsObjectsWith } from './arrays-taken-as-objects'
import { transformsInOwnPipe, transformsInView } from './may-transform'

type Node = Record<string, unknown>

// Work done, at most, per output or per schema: past it, the rest is not judged.
const MAX_STEPS = 100_000

const UNIONS: ReadonlySet<unknown> = new Set(['union', 'variant', 'intersect'])
// Schemas that hold one schema and judge the value in place.
const WRAPPERS: ReadonlySet<unknown> = new Set([
  'optional',
  'exact_optional',
  'undefinedable',
  'nullable',
  'nullish',
  'non_optional',
  'non_nullable',
  'non_nullish',
])

/** Why an array taken as an object is not refused at a union that a transform may feed. */
export const UNJUDGED_UNION_MESSAGE =
  "an object option of this union accepts an array, and a transform's result is not judged: an array may reach execute as an object (list the array option first)"

/**
 * In a schema with a transform, refuses a passed output that holds a plain object where the
 * input held an array, as `refuseArraysTakenAsObjects` does, but only where the output is still
 * the validated input: the walk follows the schema beside the output, and does not judge the
 * place of a schema whose pipe transforms (its value, and what is below it, is the function's),
 * nor the place of a union one of whose options does (`unjudgedUnions`). Below a lazy schema,
 * whose getter may return another schema for each input, nothing is judged. Linear in the output times the schemas that
 * may stand at one place, at most `MAX_STEPS`.
 *
 * @param schema - The Valibot schema.
 * @param result - Valibot's result for `input`.
 * @param input - The value Valibot was given.
 * @returns The result, or a failure at each such path.
 */
export function refuseArraysTakenAsObjectsBeside(
  schema: object,
  result: StandardSchemaV1.Result<unknown>,
  input: unknown,
): StandardSchemaV1.Result<unknown> {
  return refuseArraysTakenAsObjectsWith(result, input, [schema as Node], judgedPlace, MAX_STEPS)
}

// A place is judged when no transform may have made its value; it costs its schemas and one.
function judgedPlace(schemas: readonly Node[]): JudgedPlace<readonly Node[]> | undefined {
  const here = placeOf(schemas)
  if (here === undefined) return undefined
  return {
    cost: here.length + 1,
    under: (key) => {
      const children = childrenAt(here, key)
      return children.length === 0 ? undefined : children
    },
  }
}

const answers = new WeakMap<object, ReadonlySet<object> | 'all'>()
/** What `unjudgedUnionsOf` answers for a schema whose every union is judged. */
export const NO_UNIONS: ReadonlySet<object> = new Set()

/**
 * `unjudgedUnions`, once per schema, for a schema with a transform in view; none for another,
 * whose every union is judged (`refuseArraysTakenAsObjects`).
 *
 * @param schema - The Valibot schema.
 * @returns The unions not judged, or `all`.
 */
export function unjudgedUnionsOf(schema: object): ReadonlySet<object> | 'all' {
  // `transformsInView` is kept per schema already: only a schema with one keeps its unions here.
  if (!transformsInView(schema)) return NO_UNIONS
  let answer = answers.get(schema)
  if (answer === undefined) {
    answer = unjudgedUnions(schema)
    answers.set(schema, answer)
  }
  return answer
}

/**
 * The unions (and variants, intersections) of a schema where an array taken as an object is
 * not refused (`refuseArraysTakenAsObjectsBeside`): one with an option whose pipe transforms,
 * or one below a schema whose pipe transforms. `all` when the schema holds a lazy schema, whose
 * getter may return another schema for each input, or is too large to read: every union is
 * then taken as one.
 *
 * @param schema - The Valibot schema.
 * @returns The unions not judged, or `all`.
 */
export function unjudgedUnions(schema: object): ReadonlySet<object> | 'all' {
  const found = new Set<object>()
  // Each node once as judged and once as not: `judged` and `unjudged` hold the nodes reached.
  const reached = { judged: new Set<object>(), unjudged: new Set<object>() }
  const pending: [Node, boolean][] = [[schema as Node, true]]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, above] = next
    const seen = above ? reached.judged : reached.unjudged
    if (seen.has(node)) continue
    seen.add(node)
    if (reached.judged.size + reached.unjudged.size > MAX_STEPS) return 'all'
    const judged = above && !transformsInOwnPipe(node)
    if (UNIONS.has(node.type)) {
      const options = Array.isArray(node.options) ? (node.options as unknown[]) : []
      if (!judged || options.some((option) => isNode(option) && transformsInOwnPipe(option))) {
        found.add(node)
      }
    }
    if (node.type === 'lazy') return 'all'
    for (const child of partsOf(node)) pending.push([child, judged])
  }
  return found
}

/**
 * Warns of a union whose arrays taken as objects are not refused (`unjudgedUnions`), from the
 * converter's `overrideSchema` hook, on the input side: its JSON Schema's object options refuse
 * an array that the validator may hand on as an object (inexact `looser`).
 *
 * @param unions - What `unjudgedUnions` found for the schema.
 * @param valibotSchema - One node of the Valibot schema.
 * @param jsonSchema - Its JSON Schema, as Valibot wrote it.
 */
export function markUnjudgedUnion(
  unions: ReadonlySet<object> | 'all',
  valibotSchema: Node,
  jsonSchema: Node,
): void {
  if (!UNIONS.has(valibotSchema.type)) return
  if (unions !== 'all' && !unions.has(valibotSchema)) return
  const keyword = ['anyOf', 'oneOf', 'allOf'].find((name) => jsonSchema[name] !== undefined)
  markInexact(jsonSchema, keyword ?? 'type', 'looser', UNJUDGED_UNION_MESSAGE)
}

// The schemas that judge the value at a place, wrappers and unions opened; `undefined` when
// the place is not judged (a transform may have made its value).
function placeOf(schemas: readonly Node[]): Node[] | undefined {
  const here = new Set<Node>()
  const pending = [...schemas]
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (here.has(node)) continue
    here.add(node)
    if (here.size > MAX_STEPS || transformsInOwnPipe(node)) return undefined
    if (WRAPPERS.has(node.type) && isNode(node.wrapped)) pending.push(node.wrapped)
    else if (UNIONS.has(node.type) && Array.isArray(node.options)) {
      for (const option of node.options) if (isNode(option)) pending.push(option)
    } else if (node.type === 'lazy') {
      // Its getter may return another schema for each input.
      return undefined
    }
    // A later schema of the pipe judges the same value.
    if (Array.isArray(node.pipe)) {
      for (const item of node.pipe) if (isNode(item) && item.kind === 'schema') pending.push(item)
    }
  }
  return [...here]
}

// The schemas that judge the value under `key` of a place's value.
function childrenAt(here: readonly Node[], key: string): Node[] {
  const children: Node[] = []
  for (const node of here) {
    const { entries, items } = node as { entries?: unknown; items?: unknown }
    const child =
      isNode(entries) && Object.hasOwn(entries, key)
        ? entries[key]
        : Array.isArray(items) && /^\d+$/.test(key)
          ? (items[Number(key)] ?? node.rest)
          : (node.item ?? node.value ?? node.rest)
    if (isNode(child)) children.push(child)
  }
  return children
}

// The schemas a node holds, for `unjudgedUnions`.
function partsOf(node: Node): Node[] {
  const parts: unknown[] = [node.wrapped, node.item, node.key, node.value, node.rest]
  for (const field of ['options', 'items', 'pipe']) {
    const held = node[field]
    if (Array.isArray(held)) parts.push(...held)
  }
  if (isNode(node.entries)) parts.push(...Object.values(node.entries))
  return parts.filter((part): part is Node => isNode(part) && part.kind === 'schema')
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null
}
