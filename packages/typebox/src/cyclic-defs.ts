import { markUnrepresentable } from '@polytool/core'
import { dropEmptyDefs } from './empty-defs'
import { FreshNames } from './fresh-names'
import type { NestedDefsContext } from './nested-defs'
import { nextUri, ROOT_URI } from './uri'

type Json = Record<string, unknown>

// Keywords whose values are data, never schemas.
const DATA = new Set(['default', 'const', 'enum', 'examples'])

// A `$defs` entry whose `$id` is its own key, as `Type.Cyclic` writes each definition.
interface Entry {
  readonly node: Json
  // The node whose `$defs` hold it, and its key there.
  readonly holder: Json
  readonly key: string
  // Where references resolve in the emitted document: the nearest `$id` kept above, or the root.
  readonly resource: Json
  // Its `$id`, resolved as TypeBox resolves it.
  readonly uri: string
}

// A reference TypeBox resolves by URI (`Type.Ref('Node')`, `'#x'`), not by JSON Pointer.
interface IdRef {
  readonly node: Json
  readonly resource: Json
  // The URI TypeBox resolves it to, and the one it names once the entries' `$id`s are gone.
  readonly target: string
  readonly emittedTarget: string
}

/**
 * Points every reference to a `Type.Cyclic` definition (a `$defs` entry whose `$id` is its own
 * key), wherever the `Type.Cyclic` stands, at that definition by JSON Pointer. TypeBox resolves
 * `Type.Ref('My Node')` by `$id`; JSON Schema validators refuse or misread such `$id`s (`My
 * Node`, `#x`, `models/User`, `constructor`). Each definition loses its `$id` and moves into the
 * `$defs` of the resource its references resolve from (the root, or the nearest `$id` kept),
 * under a fresh name when that name is taken, and each reference becomes
 * `#/$defs/<name>`, escaped for a JSON Pointer and a URI fragment. A reference JSON Schema cannot
 * reach so (from another `$id`, into a definition by fragment, or whose meaning a removed `$id`
 * changes) is dropped and its node tagged unrepresentable (`constraint`).
 *
 * One walk collects the definitions and references; each reference is then one map lookup.
 *
 * @param root - The converted schema, its repeated `$id`s and dangling references already
 *   dropped; changed in place.
 * @param maxDepth - How deep the walk goes (the conversion's own limit).
 * @param context - Records the definitions whose `$id` is removed and the references pointed at
 *   them, for `hoistNestedDefs`.
 */
export function pointCyclicRefs(root: Json, maxDepth: number, context: NestedDefsContext): void {
  const { entries, refs } = collect(root, maxDepth)
  if (entries.length === 0) return
  const names = new FreshNames()
  const byUri = new Map<string, { readonly entry: Entry; readonly name: string }>()
  const emptied = new Set<Json>()
  for (const entry of entries) {
    // Repeats of one `$id` were replaced by references before: the first stands.
    if (byUri.has(entry.uri)) continue
    const name = place(entry, names, emptied)
    if (name === undefined) continue
    delete entry.node.$id
    context.formerIds.add(entry.node)
    byUri.set(entry.uri, { entry, name })
  }
  dropEmptyDefs(emptied)
  for (const ref of refs) {
    const hit = byUri.get(ref.target)
    if (hit !== undefined && hit.entry.resource === ref.resource) {
      ref.node.$ref = defPointer(hit.name)
      context.rewritten.set(ref.node, hit.entry.node)
      continue
    }
    const into = byUri.has(ref.target.split('#', 1)[0] as string)
    if (hit === undefined && !into && ref.target === ref.emittedTarget) continue
    const quoted = JSON.stringify(ref.node.$ref)
    delete ref.node.$ref
    markUnrepresentable(
      ref.node,
      'constraint',
      `TypeBox resolves ${quoted} by $id where JSON Schema cannot point at it (from another $id, into a Type.Cyclic definition, or through a definition's $id): the reference is dropped`,
    )
  }
}

/**
 * `#/$defs/<name>/<rest…>` with each segment escaped for a JSON Pointer (`~0`, `~1`), then
 * percent-encoded for a URI fragment, as JSON Schema reads it.
 *
 * @param name - The key in `$defs`.
 * @param rest - The segments below that entry, if any.
 * @returns The reference.
 */
export function defPointer(name: string, rest: readonly string[] = []): string {
  return ['#', '$defs', name, ...rest]
    .map((segment, index) => (index < 2 ? segment : escapeSegment(segment)))
    .join('/')
}

function escapeSegment(segment: string): string {
  return encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'))
}

// Leaves an entry the root's own `$defs` hold where it is; moves any other into its resource's
// `$defs`, noting the holder it left in `emptied`. Its name there, or `undefined` when that
// `$defs` is not an object.
function place(entry: Entry, names: FreshNames, emptied: Set<Json>): string | undefined {
  const { node, holder, key, resource } = entry
  if (holder === resource) return key
  const defs = resource.$defs ?? {}
  if (typeof defs !== 'object' || defs === null || Array.isArray(defs)) return undefined
  const name = names.take(resource, defs as Json, key)
  // defineProperty: a name such as `__proto__` stays a key, never the map's prototype.
  Object.defineProperty(defs, name, {
    value: node,
    enumerable: true,
    writable: true,
    configurable: true,
  })
  resource.$defs = defs
  delete (holder.$defs as Json)[key]
  emptied.add(holder)
  return name
}

// One walk of the document outside data keywords, to `maxDepth`: every `Type.Cyclic` definition
// and every reference by URI, in document order, with the URIs TypeBox gives them.
function collect(root: Json, maxDepth: number): { entries: Entry[]; refs: IdRef[] } {
  const entries: Entry[] = []
  const refs: IdRef[] = []
  const walk = (
    value: unknown,
    depth: number,
    base: string,
    emittedBase: string,
    resource: Json,
    slot?: { readonly holder: Json; readonly key: string },
  ): void => {
    if (depth > maxDepth || typeof value !== 'object' || value === null) return
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1, base, emittedBase, resource)
      return
    }
    const record = value as Json
    let here = base
    let emitted = emittedBase
    let within = resource
    if (typeof record.$id === 'string') {
      here = nextUri(record.$id, base)
      if (slot !== undefined && record.$id === slot.key) {
        entries.push({ node: record, ...slot, resource, uri: here })
      } else {
        emitted = nextUri(record.$id, emittedBase)
        within = record
      }
    }
    const ref = record.$ref
    if (typeof ref === 'string' && ref !== '#' && !ref.startsWith('#/')) {
      refs.push({
        node: record,
        resource: within,
        target: nextUri(ref, here),
        emittedTarget: nextUri(ref, emitted),
      })
    }
    for (const key of Object.keys(record)) {
      if (DATA.has(key)) continue
      const child = record[key]
      if (key !== '$defs' || typeof child !== 'object' || child === null || Array.isArray(child)) {
        walk(child, depth + 1, here, emitted, within)
        continue
      }
      for (const name of Object.keys(child)) {
        const entry = (child as Json)[name]
        walk(entry, depth + 2, here, emitted, within, { holder: record, key: name })
      }
    }
  }
  walk(root, 0, ROOT_URI, ROOT_URI, root)
  return { entries, refs }
}
