// What the value builders share about schema nodes: how to read them, merge them and follow a
// local `$ref`. The schemas are the adapter's under test, read and never trusted.

/** A JSON Schema object node, read as a record. */
export type Node = Record<string, unknown>

/** Builds the values of a subschema at a depth: the recursion the builders share. */
export type Build = (node: unknown, depth: number) => unknown[]

/** Values of every JSON type: what `true`, or a node that constrains nothing, admits. */
export const ANY_VALUES: readonly unknown[] = ['x', 1, null, {}]

/** Whether a value is a schema object (not an array, not null). */
export function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A number keyword's value, when it is a finite number. */
export function numberAt(schema: Node, key: string): number | undefined {
  const value = schema[key]
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

/**
 * The lengths just past a node's stated length bounds (one under the lower bound when it is
 * above 0, one over the upper one): a bound the validator does not share shows there, however
 * far it is from the case's own values.
 *
 * @param schema - The node.
 * @param lower - The lower bound's keyword (`minLength`, `minItems`).
 * @param upper - The upper bound's keyword (`maxLength`, `maxItems`).
 * @returns The lengths, none for a bound the node does not state.
 */
export function pastBounds(schema: Node, lower: string, upper: string): number[] {
  const min = numberAt(schema, lower)
  const max = numberAt(schema, upper)
  return [
    ...(min !== undefined && min > 0 ? [Math.ceil(min) - 1] : []),
    ...(max !== undefined && max >= 0 ? [Math.floor(max) + 1] : []),
  ]
}

/** The strings of a keyword that holds a list of them (`required`). */
export function stringsAt(schema: Node, key: string): string[] {
  const value = schema[key]
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []
}

/** The entries of a keyword that maps names to subschemas (`properties`, `patternProperties`). */
export function entriesAt(schema: Node, key: string): [string, unknown][] {
  const value = schema[key]
  return isNode(value) ? Object.entries(value) : []
}

/**
 * Two nodes as one, as `allOf` means them: the keywords of `part` win, except `properties`
 * (merged) and `required` (both lists).
 */
export function merge(into: Node, part: Node): Node {
  const merged: Node = { ...into, ...part }
  if (into.properties !== undefined || part.properties !== undefined) {
    merged.properties = { ...(into.properties as Node), ...(part.properties as Node) }
  }
  const required = [...stringsAt(into, 'required'), ...stringsAt(part, 'required')]
  if (required.length > 0) merged.required = [...new Set(required)]
  return merged
}

/** The node without the listed keywords. */
export function without(schema: Node, keys: readonly string[]): Node {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => !keys.includes(key)))
}

/** The node a local `$ref` (`#/$defs/a`, or `#name` for an `$anchor`) points to, or `undefined`. */
export function resolve(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined
  if (ref.length > 1 && !ref.startsWith('#/')) return anchored(root, ref.slice(1))
  let node = root
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodePercent(raw).replaceAll('~1', '/').replaceAll('~0', '~')
    if (!isNode(node) || !Object.hasOwn(node, key)) return undefined
    node = node[key]
  }
  return node
}

// A percent sign that starts no escape (`#/%`) is kept as written: the schema is untrusted.
function decodePercent(raw: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

// Nodes searched for an `$anchor`, at most: the schemas are the adapter's, never trusted.
const MAX_ANCHOR_SEARCH = 10_000

// The node whose `$anchor` (or `$dynamicAnchor`) is `name`, searched breadth first.
function anchored(root: unknown, name: string): unknown {
  const queue: unknown[] = [root]
  const enqueue = (value: unknown) => {
    if (typeof value === 'object' && value !== null && queue.length < MAX_ANCHOR_SEARCH) {
      queue.push(value)
    }
  }
  for (let at = 0; at < queue.length; at++) {
    const node = queue[at]
    if (Array.isArray(node)) {
      for (const item of node) enqueue(item)
      continue
    }
    if (!isNode(node)) continue
    if (node.$anchor === name || node.$dynamicAnchor === name) return node
    for (const value of Object.values(node)) enqueue(value)
  }
  return undefined
}
