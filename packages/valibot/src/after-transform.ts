import { currentMaxSchemaNodes } from '@polytool/core'

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
 * or `capped` for a schema of more nodes than the limit (`setMaxSchemaNodes`), whose pipes past
 * it were not looked at.
 *
 * @param schema - The Valibot schema being converted.
 * @returns The first schema of each such pipe (its JSON Schema is the pipe's input schema).
 */
export function pipesCheckingAfterTransform(schema: unknown): ReadonlySet<object> | 'capped' {
  const found = new Set<object>()
  const seen = new Set<object>()
  const stack: unknown[] = [schema]
  const limit = currentMaxSchemaNodes()
  while (stack.length > 0) {
    if (seen.size >= limit) return 'capped'
    const node = stack.pop()
    if (typeof node !== 'object' || node === null || seen.has(node)) continue
    seen.add(node)
    if (Array.isArray(node)) {
      stack.push(...node)
      continue
    }
    const item = node as Item & Record<string, unknown>
    if (item.kind !== 'schema') continue
    if (Array.isArray(item.pipe)) {
      const flat = flatten(item.pipe)
      const first = flat[0]
      if (first !== undefined && checksAfterStop(flat)) found.add(first)
      stack.push(...flat.filter((inner) => inner.kind === 'schema'))
    }
    for (const key of CHILD_KEYS) {
      const child = item[key]
      if (key === 'entries' && typeof child === 'object' && child !== null) {
        stack.push(...Object.values(child))
      } else stack.push(child)
    }
  }
  return found
}

function flatten(pipe: readonly Item[]): Item[] {
  return pipe.flatMap((item) => (Array.isArray(item.pipe) ? flatten(item.pipe) : [item]))
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
