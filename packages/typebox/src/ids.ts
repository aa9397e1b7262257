import { jsonEqual, markUnrepresentable } from '@polytool/core'
import { nextUri, ROOT_URI } from './uri'

/**
 * Two different schemas of one TypeBox schema with the same `$id`, as two `Type.Cyclic`s whose
 * definitions share a name: TypeBox resolves a reference to that `$id` to one of them for both,
 * and JSON Schema validators refuse the document. The conversion is refused.
 */
export class TypeBoxDuplicateIdError extends Error {
  override readonly name = 'TypeBoxDuplicateIdError'
  readonly code = 'TYPEBOX_DUPLICATE_ID'
  constructor(readonly id: string) {
    super(
      `Two different schemas of the TypeBox schema have the $id ${JSON.stringify(id)} (two Type.Cyclic with a definition of that name?): TypeBox resolves references to it to one of them for both, and JSON Schema validators refuse such a document. Rename one of them`,
    )
  }
}

/**
 * Refuses a TypeBox schema in which two schemas that differ carry the same `$id` (resolved
 * against the `$id`s above it, as TypeBox does). The same schema used twice is not a clash.
 *
 * @param type - The TypeBox schema, as given.
 * @param maxDepth - How deep the walk goes (the conversion's own limit).
 * @throws TypeBoxDuplicateIdError for the first `$id` two different schemas hold.
 */
export function assertDistinctIds(type: unknown, maxDepth: number): void {
  const byId = new Map<string, object>()
  // TypeBox looks for an `$id` everywhere but in `const` and `enum`.
  eachResourceNode(type, maxDepth, ID_BLIND, (record, here) => {
    if (typeof record.$id !== 'string') return
    const seen = byId.get(here)
    if (seen === undefined) byId.set(here, record)
    else if (seen !== record && !jsonEqual(seen, record)) {
      throw new TypeBoxDuplicateIdError(record.$id)
    }
  })
}

// Keywords whose values TypeBox never searches for an `$id`.
const ID_BLIND = new Set(['const', 'enum'])

/**
 * Calls `visit` with every object node of a schema, down to `maxDepth`, and the base URI it sits
 * in (its own `$id` resolved against those above it, as TypeBox does), skipping the values of
 * the `skipped` keywords. Recursion is bounded by `maxDepth`, the conversion's own limit.
 */
function eachResourceNode(
  root: unknown,
  maxDepth: number,
  skipped: ReadonlySet<string>,
  visit: (record: Record<string, unknown>, here: string) => void,
): void {
  const walk = (value: unknown, base: string, depth: number): void => {
    if (depth > maxDepth || typeof value !== 'object' || value === null) return
    if (Array.isArray(value)) {
      for (const item of value) walk(item, base, depth + 1)
      return
    }
    const record = value as Record<string, unknown>
    const here = typeof record.$id === 'string' ? nextUri(record.$id, base) : base
    visit(record, here)
    for (const key of Object.keys(record)) {
      if (!skipped.has(key)) walk(record[key], here, depth + 1)
    }
  }
  walk(root, ROOT_URI, 0)
}

// Keywords whose values are data, never schemas.
const DATA = new Set(['default', 'const', 'enum', 'examples'])

/**
 * Replaces every repeat of a schema with an `$id` (the same `Type.Cyclic` used twice) by a
 * `$ref` to that `$id`, which resolves to its first copy: Ajv refuses a document in which two
 * schemas, even equal ones, carry one `$id`. Run after `assertDistinctIds`: repeats are equal.
 *
 * @param root - The converted schema; changed in place.
 * @param maxDepth - How deep the walk goes (the conversion's own limit).
 */
export function dropRepeatedIds(root: Record<string, unknown>, maxDepth: number): void {
  const seen = new Set<string>()
  const walk = (value: unknown, base: string, depth: number): unknown => {
    if (depth > maxDepth || typeof value !== 'object' || value === null) return value
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) {
        value[index] = walk(value[index], base, depth + 1)
      }
      return value
    }
    const record = value as Record<string, unknown>
    let here = base
    if (typeof record.$id === 'string') {
      here = nextUri(record.$id, base)
      if (depth > 0 && seen.has(here)) return { $ref: record.$id }
      seen.add(here)
    }
    for (const key of Object.keys(record)) {
      if (DATA.has(key)) continue
      const next = walk(record[key], here, depth + 1)
      // defineProperty: a key named `__proto__` stays a key.
      if (next !== record[key]) {
        Object.defineProperty(record, key, {
          value: next,
          enumerable: true,
          writable: true,
          configurable: true,
        })
      }
    }
    return record
  }
  walk(root, ROOT_URI, 0)
}

/**
 * Drops every reference by `$id` (not `#…`) that no schema of the document carries, as
 * `Type.Ref('X')` with no `X` defined: TypeBox finds nothing there and refuses every value,
 * JSON Schema validators refuse the document. Also drops a reference named after a member of
 * Object.prototype (`toString`, `valueOf`…, not `constructor` or `__proto__`, which TypeBox reads
 * as own keys): TypeBox looks it up in a plain object, finds the member and accepts every value
 * there. Each such node is tagged unrepresentable (`constraint`).
 *
 * @param root - The converted schema; changed in place.
 * @param maxDepth - How deep the walk goes (the conversion's own limit).
 */
export function dropDanglingIdRefs(root: Record<string, unknown>, maxDepth: number): void {
  const ids = new Set<string>()
  const refs: { node: Record<string, unknown>; target: string }[] = []
  const inherited: Record<string, unknown>[] = []
  eachResourceNode(root, maxDepth, DATA, (record, here) => {
    if (typeof record.$id === 'string') ids.add(here)
    const ref = record.$ref
    if (typeof ref !== 'string') return
    if (isPrototypeMember(ref)) inherited.push(record)
    else if (!ref.startsWith('#')) {
      const resource = ref.split('#', 1)[0] as string
      refs.push({ node: record, target: nextUri(resource, here) })
    }
  })
  ids.add(ROOT_URI)
  for (const node of inherited) {
    const ref = JSON.stringify(node.$ref)
    delete node.$ref
    markUnrepresentable(
      node,
      'constraint',
      `TypeBox reads the reference ${ref} as the Object.prototype member of that name and accepts every value there: the reference is dropped (rename the definition)`,
    )
  }
  for (const { node, target } of refs) {
    if (ids.has(target)) continue
    const ref = JSON.stringify(node.$ref)
    delete node.$ref
    markUnrepresentable(
      node,
      'constraint',
      `no schema has the $id ${ref}: TypeBox refuses every value there, and the reference is dropped`,
    )
  }
}

// TypeBox looks a reference up in its context (a plain `{}`) with `in`, except these three, which
// it reads as own keys (`Guard.HasPropertyKey`).
const OWN_READ = new Set(['__proto__', 'constructor', 'prototype'])

function isPrototypeMember(ref: string): boolean {
  return ref in Object.prototype && !OWN_READ.has(ref)
}
