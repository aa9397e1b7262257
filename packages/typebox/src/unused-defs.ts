import { subschemaShape } from '@polytool/core'
import { jsonSchemaPointer } from './pointer'
import { nextUri, ROOT_URI } from './uri'

type Json = Record<string, unknown>

// Where a schema node stands: the node above it, the nearest `$id` (where its `#` references
// resolve), and, for a `$defs` entry, the node whose `$defs` hold it and its name there.
interface Place {
  readonly parent: Json | undefined
  readonly resource: Json
  // Its base URI: its `$id`s resolved as TypeBox resolves them (a relative one against
  // `urn:typebox:root`).
  readonly base: string
  readonly entry: { readonly holder: Json; readonly name: string } | undefined
}

/**
 * Removes every `$defs` entry of the emitted document that no reference reaches from the root:
 * the copies a hoisted entry left behind (a `Type.Unsafe` used twice), entries whose references
 * were dropped, and definitions nothing refers to; a `$defs` left empty goes too. An entry is
 * kept, whole, when a reference from a kept part points into it, or when it holds a node a
 * kept reference points at. A reference by URI (`https://…#/…`) is followed to the node with
 * that `$id`; one by anchor (`#a`), or by an `$id` only TypeBox's base makes absolute (`inner`),
 * keeps every entry holding an `$id` or an anchor as well. When a reference does not resolve,
 * or the document is deeper than `maxDepth`, nothing is removed: an entry is never removed on a
 * guess.
 *
 * One walk places every node; each node is then visited once more at most.
 *
 * @param root - The converted schema; changed in place.
 * @param maxDepth - How deep the walk goes (the conversion's own limit).
 */
export function dropUnusedDefs(root: Json, maxDepth: number): void {
  const placed = placeNodes(root, maxDepth)
  if (placed === undefined) return
  const { places, named, ids } = placed
  const kept = new Map<Json, Set<string>>()
  const live = new Set<Json>()
  const climbed = new Set<Json>()
  const pending: Json[] = [root]
  let byName = false
  const keep = (holder: Json, name: string): void => {
    const names = kept.get(holder) ?? new Set<string>()
    kept.set(holder, names)
    if (names.has(name)) return
    names.add(name)
    const entry = (holder.$defs as Json)[name]
    if (isRecord(entry)) pending.push(entry)
  }
  // The entries around a reached node are kept: climbed once per node.
  const climb = (node: Json): void => {
    for (let at: Json | undefined = node; at !== undefined && !climbed.has(at); ) {
      climbed.add(at)
      const place = places.get(at) as Place
      if (place.entry !== undefined) keep(place.entry.holder, place.entry.name)
      at = place.parent
    }
  }
  // The node a `#…` reference names from its resource, keeping each entry its pointer passes;
  // `undefined` for a value that is no schema node (`true`, `#/properties`), `false` for none.
  const follow = (from: Json, ref: string): Json | undefined | false => {
    const segments = jsonSchemaPointer(ref)
    if (segments === undefined) return false
    let at: unknown = from
    for (let index = 0; index < segments.length; index++) {
      const key = segments[index] as string
      if (!isRecord(at) || !Object.hasOwn(at, key)) return false
      const next = segments[index + 1]
      if (key === '$defs' && next !== undefined && places.has(at) && isRecord(at.$defs)) {
        if (Object.hasOwn(at.$defs, next)) keep(at, next)
      }
      at = at[key]
    }
    return isRecord(at) && places.has(at) ? at : undefined
  }
  for (let round = 0; round < 2; round++) {
    for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
      if (live.has(node)) continue
      live.add(node)
      climb(node)
      pushChildren(node, pending)
      const ref = node.$ref
      if (typeof ref !== 'string') continue
      const place = places.get(node) as Place
      const hash = ref.indexOf('#')
      const fragment = hash < 0 ? '#' : ref.slice(hash)
      let from = place.resource
      if (hash !== 0) {
        const uri = nextUri(ref.slice(0, hash < 0 ? undefined : hash), place.base)
        const resource = ids.get(uri.split('#', 1)[0] as string)
        if (resource === undefined) return
        if (uri.startsWith(ROOT_URI)) byName = true
        from = resource
      }
      if (fragment !== '#' && !fragment.startsWith('#/')) {
        byName = true
        continue
      }
      const target = follow(from, fragment)
      if (target === false) return
      if (target !== undefined) pending.push(target)
    }
    // A reference by URI or anchor may name any node with an `$id` or an anchor.
    if (!byName) break
    pending.push(...named)
  }
  for (const node of live) {
    const defs = node.$defs
    if (!isRecord(defs)) continue
    const names = kept.get(node)
    for (const name of Object.keys(defs)) {
      if (names === undefined || !names.has(name)) delete defs[name]
    }
    if (Object.keys(defs).length === 0) delete node.$defs
  }
}

// Every schema node of the document, placed, with those that carry an `$id` or an anchor; or
// `undefined` when the document is deeper than `maxDepth`.
function placeNodes(
  root: Json,
  maxDepth: number,
): { places: Map<Json, Place>; named: Json[]; ids: Map<string, Json> } | undefined {
  const places = new Map<Json, Place>()
  const named: Json[] = []
  const ids = new Map<string, Json>()
  let tooDeep = false
  const walk = (
    value: unknown,
    depth: number,
    parent: Json | undefined,
    entry?: Place['entry'],
  ) => {
    if (!isRecord(value) || places.has(value)) return
    if (depth > maxDepth) {
      tooDeep = true
      return
    }
    const outer = parent === undefined ? undefined : (places.get(parent) as Place)
    const id = value.$id
    const resource = outer === undefined || typeof id === 'string' ? value : outer.resource
    const base =
      typeof id === 'string' ? nextUri(id, outer?.base ?? ROOT_URI) : (outer?.base ?? ROOT_URI)
    if (typeof id === 'string' && !ids.has(base)) ids.set(base, value)
    places.set(value, { parent, resource, base, entry })
    if (['$id', '$anchor', '$dynamicAnchor'].some((key) => typeof value[key] === 'string')) {
      named.push(value)
    }
    for (const key of Object.keys(value)) {
      const shape = subschemaShape(key)
      const child = value[key]
      if (shape === 'map' && isRecord(child)) {
        for (const name of Object.keys(child)) {
          const slot = key === '$defs' ? { holder: value, name } : undefined
          walk(child[name], depth + 1, value, slot)
        }
      } else if (Array.isArray(child) && shape !== undefined) {
        for (const item of child) walk(item, depth + 1, value)
      } else if (shape === 'schema') walk(child, depth + 1, value)
    }
  }
  walk(root, 0, undefined)
  return tooDeep ? undefined : { places, named, ids }
}

// The schema nodes right below a node, but its `$defs` entries: kept only when reached.
function pushChildren(node: Json, pending: Json[]): void {
  for (const key of Object.keys(node)) {
    const shape = subschemaShape(key)
    const child = node[key]
    if (shape === undefined || key === '$defs') continue
    if (shape === 'map' && isRecord(child)) {
      for (const value of Object.values(child)) if (isRecord(value)) pending.push(value)
    } else if (Array.isArray(child)) {
      for (const item of child) if (isRecord(item)) pending.push(item)
    } else if (shape === 'schema' && isRecord(child)) pending.push(child)
  }
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
