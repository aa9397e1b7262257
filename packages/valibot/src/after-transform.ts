import { currentMaxSchemaNodes, SCHEMA_PARTS_PER_NODE } from '@polytool/core'

// In input mode, Valibot's converter stops a pipe at its first value-changing transformation
// (`transform`, `to_number`, ...) or its second schema, and drops what follows without a word:
// `pipe(string(), transform(trim), minLength(3))` became `{ type: 'string' }`. This finds the
// first schema of each pipe whose dropped tail still checks something, so the adapter can tag
// its JSON Schema for core to warn about.

interface Item {
  readonly kind?: unknown
  readonly type?: unknown
  readonly pipe?: readonly Item[]
}

// The transformations at which Valibot's input mode stops a pipe (@valibot/to-json-schema 1.x).
const STOPS: ReadonlySet<string> = new Set([
  'find_item',
  'parse_json',
  'raw_transform',
  'reduce_items',
  'stringify_json',
  'to_bigint',
  'to_boolean',
  'to_date',
  'to_number',
  'to_string',
  'transform',
])

// Keys under which a Valibot schema holds others.
const CHILD_KEYS = ['entries', 'item', 'items', 'options', 'wrapped', 'rest', 'key', 'value']

/**
 * The schemas that open a pipe whose checks after a transformation the input JSON Schema drops,
 * or `capped` for a schema of more nodes than the limit (`setMaxSchemaNodes`), or of more parts
 * in its lists than `SCHEMA_PARTS_PER_NODE` times it, whose pipes past them were not looked at.
 *
 * @param schema - The Valibot schema being converted.
 * @returns The first schema of each such pipe (its JSON Schema is the pipe's input schema).
 */
export function pipesCheckingAfterTransform(schema: unknown): ReadonlySet<object> | 'capped' {
  const found = new Set<object>()
  const seen = new Set<object>()
  const stack: unknown[] = [schema]
  const limit = currentMaxSchemaNodes()
  const parts = new PartCount(limit * SCHEMA_PARTS_PER_NODE)
  while (stack.length > 0) {
    if (seen.size >= limit) return 'capped'
    const node = stack.pop()
    if (typeof node !== 'object' || node === null || seen.has(node)) continue
    seen.add(node)
    if (Array.isArray(node)) {
      if (!parts.pushAll(stack, node)) return 'capped'
      continue
    }
    const item = node as Item & Record<string, unknown>
    if (item.kind !== 'schema') continue
    if (Array.isArray(item.pipe)) {
      const flat = flatten(item.pipe, parts)
      if (flat === undefined) return 'capped'
      const first = flat[0]
      if (first !== undefined && checksAfterStop(flat)) found.add(first)
      for (const inner of flat) if (inner.kind === 'schema') stack.push(inner)
    }
    for (const key of CHILD_KEYS) {
      const child = item[key]
      if (key === 'entries' && typeof child === 'object' && child !== null) {
        if (!parts.pushAll(stack, Object.values(child))) return 'capped'
      } else stack.push(child)
    }
  }
  return found
}

// The items of lists read so far, against the limit: a list that claims 2^32 - 1 places (a
// Proxy, a sparse array) is refused before its first place is read.
class PartCount {
  #left: number

  constructor(limit: number) {
    this.#left = limit
  }

  /** Pushes every item of `list` onto `stack`; `false` when the list is past what is left. */
  pushAll(stack: unknown[], list: readonly unknown[]): boolean {
    const length = list.length
    if (!(length <= this.#left)) return false
    this.#left -= length
    for (let index = 0; index < length; index++) stack.push(list[index])
    return true
  }
}

// A pipe's actions in order, the pipes of the schemas in it spread in place; `undefined` past
// the limit of parts. Without recursion: a pipe may nest thousands of levels.
function flatten(pipe: readonly Item[], parts: PartCount): Item[] | undefined {
  const flat: Item[] = []
  const pending: unknown[] = []
  if (!parts.pushAll(pending, pipe)) return undefined
  pending.reverse()
  while (pending.length > 0) {
    const item = pending.pop() as Item
    if (!Array.isArray(item?.pipe)) {
      flat.push(item)
      continue
    }
    const inner: unknown[] = []
    if (!parts.pushAll(inner, item.pipe)) return undefined
    for (let index = inner.length - 1; index >= 0; index--) pending.push(inner[index])
  }
  return flat
}

function checksAfterStop(flat: readonly Item[]): boolean {
  const stop = flat.findIndex(
    (item, index) =>
      index > 0 &&
      (item.kind === 'schema' ||
        (item.kind === 'transformation' && typeof item.type === 'string' && STOPS.has(item.type))),
  )
  if (stop === -1) return false
  return flat.slice(stop).some((item) => item.kind === 'schema' || item.kind === 'validation')
}
