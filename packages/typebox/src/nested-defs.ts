import { jsonEqual, markUnrepresentable } from '@polytool/core'
import { defPointer } from './cyclic-defs'
import { dropEmptyDefs } from './empty-defs'
import { type FragmentRef, fragmentRef, ResourceIds } from './fragment-refs'
import { FreshNames } from './fresh-names'
import { jsonSchemaPointer, pointerGet, unescapePointer } from './pointer'
import { nextUri, ROOT_URI } from './uri'

type Json = Record<string, unknown>

// Keywords whose values are data, never schemas: a `$defs` or `$ref` in them is a value.
const DATA = new Set(['default', 'const', 'enum', 'examples'])

// TypeBox's search for a reference's target skips only these: it reads `default` and
// `examples` too.
const TYPEBOX_DATA = new Set(['const', 'enum'])

// Keys TypeBox's JSON Pointer never reads (`Guard.IsUnsafePropertyKey`): it finds nothing there.
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/** What the conversion changed that `hoistNestedDefs` needs to know. */
export interface NestedDefsContext {
  /** Nodes whose `$id` the conversion removed (a `Type.Cyclic` entry): TypeBox resolves `#` references below them from them. */
  readonly formerIds: WeakSet<object>
  /** `$ref`s the conversion pointed at a `Type.Cyclic` entry, each with that entry: TypeBox resolves it there. */
  readonly rewritten: WeakMap<object, object>
}

interface Located {
  readonly node: Json
  // The nearest node at or above with an `$id` in the emitted document (the root otherwise):
  // where a `#` reference resolves in JSON Schema.
  readonly resource: Json
  // The same, counting the `$id`s the conversion removed: where TypeBox resolves it.
  readonly typeboxResource: Json
  // The base URI JSON Schema resolves its references against (its `$id`s, as TypeBox resolves them).
  readonly base: string
  // Whether the node sits in a data keyword (`default`, `examples`), which JSON Schema does not read.
  readonly inData: boolean
  // Its place in the walk's order, and that of the last node below it: the nodes below it are
  // those whose `order` lies in `(order, end]`.
  readonly order: number
  end: number
}

type Target =
  | { readonly kind: 'found'; readonly target: unknown; readonly holder?: Located | undefined }
  | { readonly kind: 'none' | 'ambiguous' | 'skip' }
  | { readonly kind: 'unsafe'; readonly key: string }

/**
 * Makes every `#…` reference of the document resolve, in JSON Schema, to what TypeBox resolves
 * it to. TypeBox looks a `#/…` pointer up from the nearest `$id` (or the root), and when that
 * node does not hold it, in every node below: a `Type.Unsafe`'s own `$defs` are found so. Such
 * an entry is moved to the `$defs` of the node its reference resolves from in JSON Schema (the
 * root, or the nearest `$id`), never out of its own `$id` resource. A reference TypeBox finds in
 * several places (by its own rule), nowhere, through a key Object.prototype holds (`__proto__`,
 * `constructor`, `prototype`, `toString`…, which TypeBox does not read: it refuses every value
 * there), or where JSON Schema cannot reach it, is dropped and its node tagged unrepresentable
 * (`constraint`). A `Type.Cyclic`'s references, pointed at its definitions by `pointCyclicRefs`,
 * are checked to resolve there. A reference by URI with a pointer (`<$id>#/…`), which TypeBox
 * looks up from the root and below whatever the URI, is kept only where JSON Schema finds the
 * same schema in the resource the URI names; it is dropped and reported otherwise. Other
 * references by `$id` are left as they are.
 *
 * @param root - The converted schema; changed in place.
 * @param maxDepth - How deep the walk goes (the conversion's own limit).
 * @param context - What the conversion changed: removed `$id`s, rewritten references.
 */
export function hoistNestedDefs(root: Json, maxDepth: number, context: NestedDefsContext): void {
  const index = new HolderIndex()
  const refs: Located[] = []
  const byUri: { readonly located: Located; readonly ref: FragmentRef }[] = []
  const ids = new ResourceIds()
  // One walk: TypeBox searches every node but `const` and `enum`; JSON Schema reads no
  // reference in a data keyword.
  eachLocated(root, maxDepth, context.formerIds, (located) => {
    index.add(located)
    if (located.inData) return
    if (typeof located.node.$id === 'string') ids.add(located.node, located.base)
    const ref = located.node.$ref
    if (typeof ref !== 'string') return
    if (ref.startsWith('#')) refs.push(located)
    const split = fragmentRef(ref)
    if (split !== undefined) byUri.push({ located, ref: split })
  })
  if (refs.length === 0 && byUri.length === 0) return
  // What TypeBox finds for `<uri>#/…`, searched from the root and from the nearest `$id`.
  const fromRoot = index.at(root) as Located
  const typeboxTargets = byUri.map(({ located, ref }) => [
    index.typeboxTarget(fromRoot, ref.fragment),
    index.typeboxTarget(located, ref.fragment),
  ])
  const targets = new Map<Json, Target>()
  const moves = new Moves()
  const renamed = new Map<Json, { readonly to: string; readonly rest: readonly string[] }>()
  let same = new SameSchemas()
  for (const located of refs) {
    const ref = located.node.$ref as string
    const entry = context.rewritten.get(located.node)
    if (entry !== undefined) {
      // A `Type.Cyclic` reference TypeBox resolves by `$id` to its entry.
      targets.set(located.node, { kind: 'found', target: entry })
      continue
    }
    const found = index.typeboxTarget(located, ref)
    targets.set(located.node, found)
    if (found.kind !== 'found') continue
    const segments = jsonSchemaPointer(ref)
    if (segments === undefined || same.test(pointerGet(located.resource, segments), found.target)) {
      continue
    }
    const name = moves.plan(located, segments, found)
    if (name !== undefined && name !== segments[1]) {
      renamed.set(located.node, { to: name, rest: segments.slice(2) })
    }
  }
  moves.apply()
  // The moves and renames change what schemas hold: compared afresh.
  for (const located of refs) {
    const rename = renamed.get(located.node)
    if (rename !== undefined) located.node.$ref = defPointer(rename.to, rename.rest)
  }
  same = new SameSchemas()
  for (const located of refs) {
    const found = targets.get(located.node) as Target
    if (found.kind === 'skip') continue
    const ref = located.node.$ref as string
    if (found.kind === 'found' && resolvesFrom(located.resource)) {
      const segments = jsonSchemaPointer(ref)
      const emitted = segments === undefined ? undefined : pointerGet(located.resource, segments)
      if (same.test(emitted, found.target)) continue
    }
    delete located.node.$ref
    markUnrepresentable(located.node, 'constraint', lossMessage(ref, found))
  }
  byUri.forEach(({ located, ref }, at) => {
    const found = typeboxTargets[at] as Target[]
    const resource = ids.find(ref.uri, located.base)
    const segments = jsonSchemaPointer(ref.fragment)
    const emitted =
      resource === undefined || segments === undefined ? undefined : pointerGet(resource, segments)
    if (found.every((target) => target.kind === 'found' && same.test(emitted, target.target))) {
      return
    }
    const quoted = JSON.stringify(located.node.$ref)
    delete located.node.$ref
    markUnrepresentable(
      located.node,
      'constraint',
      `TypeBox looks the pointer of ${quoted} up from the root and in every node below, whatever their $id, not in the resource its URI names as JSON Schema does: the reference is dropped`,
    )
  })
  // An entry moved under a fresh name that came out equal to the first one moved under its
  // name: its references point at that one, and it is left unused (`dropUnusedDefs`).
  const aliases = moves.equalNames()
  for (const { node, resource } of refs) {
    const rename = renamed.get(node)
    const alias = rename && aliases.get(resource)?.get(rename.to)
    if (rename && alias !== undefined && node.$ref === defPointer(rename.to, rename.rest)) {
      node.$ref = defPointer(alias, rename.rest)
    }
  }
  for (const { node } of refs) {
    if (node !== root && typeof node.$id === 'string' && typeof node.$ref === 'string') {
      beside(node)
    }
  }
}

// A `$ref` beside an `$id` below the root, moved into `allOf`, where it resolves from the same
// `$id` and means the same: Ajv overflows its stack compiling it beside the `$id`.
function beside(node: Json): void {
  const allOf = Array.isArray(node.allOf) ? node.allOf : []
  node.allOf = [...allOf, { $ref: node.$ref }]
  delete node.$ref
}

function lossMessage(ref: string, found: Target): string {
  const quoted = JSON.stringify(ref)
  switch (found.kind) {
    case 'ambiguous':
      return `TypeBox resolves ${quoted} among several schemas that hold it, by its own rule, not where JSON Schema does: the reference is dropped`
    case 'none':
      return `TypeBox finds nothing at ${quoted} and refuses every value there: the reference is dropped`
    case 'unsafe':
      return `TypeBox does not read the key ${JSON.stringify(found.key)} of ${quoted} (Object.prototype holds it) and refuses every value there: the reference is dropped`
    default:
      return `TypeBox resolves ${quoted} where JSON Schema validators cannot reach it (below an $id, or from an $id they cannot resolve against): the reference is dropped`
  }
}

interface Move {
  readonly holder: Json
  readonly name: string
  readonly resource: Json
  readonly to: string
}

// The `$defs` entries to move into the `$defs` of the resource their references resolve from,
// each under a name free there (a fresh one when the name is taken).
class Moves {
  readonly #byHolder = new Map<Json, Map<string, Move>>()
  readonly #names = new FreshNames()
  // Per resource, per name wanted, the moves into it in order.
  readonly #byName = new Map<Json, Map<string, Move[]>>()

  // Plans to move the entry TypeBox finds for the reference; the name it gets, or `undefined`
  // when it cannot move (in data, in another resource, or not a `$defs` entry).
  plan(
    located: Located,
    segments: readonly string[],
    found: Target & { kind: 'found' },
  ): string | undefined {
    const holder = found.holder
    const [first, name] = segments
    if (holder === undefined || first !== '$defs' || name === undefined) return undefined
    const { resource } = located
    if (holder.inData || holder.node === resource || holder.resource !== resource) {
      return undefined
    }
    const there = resource.$defs ?? {}
    if (!isRecord(there)) return undefined
    const names = this.#byHolder.get(holder.node) ?? new Map<string, Move>()
    this.#byHolder.set(holder.node, names)
    const planned = names.get(name)
    if (planned !== undefined) return planned.to
    const to = this.#names.take(resource, there, name)
    const move = { holder: holder.node, name, resource, to }
    names.set(name, move)
    const wanted = this.#byName.get(resource) ?? new Map<string, Move[]>()
    this.#byName.set(resource, wanted)
    push(wanted, name, move)
    return to
  }

  // Once moved and rewritten, per resource, each fresh name whose entry equals the entry of the
  // first move of its name, with that move's name. One comparison per move.
  equalNames(): Map<Json, Map<string, string>> {
    const aliases = new Map<Json, Map<string, string>>()
    for (const [resource, wanted] of this.#byName) {
      const defs = resource.$defs as Json
      for (const [first, ...others] of wanted.values()) {
        for (const move of others) {
          if (!jsonEqual(defs[(first as Move).to], defs[move.to])) continue
          const names = aliases.get(resource) ?? new Map<string, string>()
          aliases.set(resource, names)
          names.set(move.to, (first as Move).to)
        }
      }
    }
    return aliases
  }

  apply(): void {
    for (const names of this.#byHolder.values()) {
      for (const move of names.values()) moveDef(move)
    }
    dropEmptyDefs(this.#byHolder.keys())
  }
}

function moveDef({ holder, name, resource, to }: Move): void {
  const defs = holder.$defs as Json
  const target = (resource.$defs ?? {}) as Json
  // defineProperty: a name such as `__proto__` stays a key, never the map's prototype.
  Object.defineProperty(target, to, {
    value: defs[name],
    enumerable: true,
    writable: true,
    configurable: true,
  })
  resource.$defs = target
  delete defs[name]
}

interface Found {
  readonly target: unknown
  readonly holders: Located[]
}

// Every node of the document, indexed once by the first two keys of the JSON Pointers it holds,
// so that finding where TypeBox resolves a reference costs only the nodes that hold it.
class HolderIndex {
  readonly #located = new Map<Json, Located>()
  readonly #byKey = new Map<string, Located[]>()
  readonly #byPair = new Map<string, Map<string, Located[]>>()
  // Per node searched from, per fragment: what the search below it found.
  readonly #searched = new Map<Json, Map<string, readonly Found[]>>()

  // The node as the walk located it.
  at(node: Json): Located | undefined {
    return this.#located.get(node)
  }

  // Called in walk order: each list stays sorted by `order`.
  add(located: Located): void {
    this.#located.set(located.node, located)
    for (const key of Object.keys(located.node)) {
      push(this.#byKey, key, located)
      const child = located.node[key]
      if (typeof child !== 'object' || child === null) continue
      const pairs = this.#byPair.get(key) ?? new Map<string, Located[]>()
      this.#byPair.set(key, pairs)
      for (const next of Object.keys(child)) push(pairs, next, located)
    }
  }

  // Where TypeBox resolves a `#…` reference (`Resolve.Ref`): the fragment, percent-decoded, as
  // a JSON Pointer from the nearest `$id`; when that node does not hold it, any node below that
  // does (the last one it meets: several, told apart only by that rule, are ambiguous).
  typeboxTarget(located: Located, ref: string): Target {
    let fragment: string
    try {
      fragment = decodeURIComponent(new URL(ref, 'urn:typebox:root').hash.slice(1))
    } catch {
      return { kind: 'none' }
    }
    const from = located.typeboxResource
    if (fragment === '') return { kind: 'found', target: from }
    if (!fragment.startsWith('/')) return { kind: 'skip' }
    const segments = fragment.slice(1).split('/').map(unescapePointer)
    const unsafe = segments.find((key) => UNSAFE_KEYS.has(key) || key in Object.prototype)
    if (unsafe !== undefined) return { kind: 'unsafe', key: unsafe }
    const own = pointerGet(from, segments)
    if (own !== undefined) return { kind: 'found', target: own }
    const [only, other] = this.#below(from, fragment, segments)
    if (only === undefined) return { kind: 'none' }
    if (other !== undefined) return { kind: 'ambiguous' }
    const movable = only.holders.find(
      (holder) => !holder.inData && holder.resource === located.resource,
    )
    return { kind: 'found', target: only.target, holder: movable ?? only.holders[0] }
  }

  // The schemas the nodes strictly below `from` hold at the pointer, told apart up to two.
  #below(from: Json, fragment: string, segments: readonly string[]): readonly Found[] {
    const searched = this.#searched.get(from) ?? new Map<string, readonly Found[]>()
    this.#searched.set(from, searched)
    const known = searched.get(fragment)
    if (known !== undefined) return known
    const found: Found[] = []
    const start = this.#located.get(from)
    const [first, second] = segments
    const listed =
      second === undefined
        ? this.#byKey.get(first as string)
        : this.#byPair.get(first as string)?.get(second)
    if (start !== undefined && listed !== undefined) {
      for (let at = firstAfter(listed, start.order); at < listed.length; at++) {
        const candidate = listed[at] as Located
        if (candidate.order > start.end || found.length > 1) break
        const target = pointerGet(candidate.node, segments)
        if (target === undefined) continue
        const same = found.find((entry) => sameSchema(entry.target, target))
        if (same === undefined) found.push({ target, holders: [candidate] })
        else same.holders.push(candidate)
      }
    }
    searched.set(fragment, found)
    return found
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key)
  if (list === undefined) map.set(key, [value])
  else list.push(value)
}

// The index of the first node of a list sorted by `order` whose `order` is above `order`.
function firstAfter(list: readonly Located[], order: number): number {
  let low = 0
  let high = list.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((list[middle] as Located).order <= order) low = middle + 1
    else high = middle
  }
  return low
}

// Whether JSON Schema validators resolve a reference from this resource: Ajv cannot, from an
// `$id` that is a URN without a namespace (`urn:inner`).
function resolvesFrom(resource: Json): boolean {
  const id = resource.$id
  return typeof id !== 'string' || !/^urn:/i.test(id) || /^urn:[a-z0-9][a-z0-9-]{0,31}:./i.test(id)
}

function sameSchema(a: unknown, b: unknown): boolean {
  return a !== undefined && (a === b || jsonEqual(a, b))
}

// `sameSchema`, each pair of objects compared once: many references to one entry compare the
// same two schemas, and comparing them again per reference costs references × entry size.
class SameSchemas {
  readonly #known = new WeakMap<object, WeakMap<object, boolean>>()

  test(a: unknown, b: unknown): boolean {
    if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) {
      return sameSchema(a, b)
    }
    const row = this.#known.get(a) ?? new WeakMap<object, boolean>()
    this.#known.set(a, row)
    let same = row.get(b)
    if (same === undefined) {
      same = sameSchema(a, b)
      row.set(b, same)
    }
    return same
  }
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// Every object (not array) of the document outside `const` and `enum` (which TypeBox never
// searches), in walk order, each with where its references resolve, to `maxDepth`. A node's
// `end` is set once the nodes below it are visited.
function eachLocated(
  root: Json,
  maxDepth: number,
  formerIds: WeakSet<object>,
  visit: (located: Located) => void,
): void {
  let order = 0
  const walk = (
    value: unknown,
    depth: number,
    outer: Located | undefined,
    inData: boolean,
  ): void => {
    if (depth > maxDepth || typeof value !== 'object' || value === null) return
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1, outer, inData)
      return
    }
    const record = value as Json
    const hasId = typeof record.$id === 'string'
    const resource = outer === undefined || hasId ? record : outer.resource
    const typeboxResource =
      outer === undefined || hasId || formerIds.has(record) ? record : outer.typeboxResource
    const outerBase = outer?.base ?? ROOT_URI
    const base = hasId ? nextUri(record.$id as string, outerBase) : outerBase
    const here: Located = {
      node: record,
      resource,
      typeboxResource,
      base,
      inData,
      order,
      end: order,
    }
    order++
    visit(here)
    for (const key of Object.keys(record)) {
      if (TYPEBOX_DATA.has(key)) continue
      walk(record[key], depth + 1, here, inData || DATA.has(key))
    }
    here.end = order - 1
  }
  walk(root, 0, undefined, false)
}
