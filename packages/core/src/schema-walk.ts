/**
 * Schema nodes a walk visits at most by default; past the limit, the walk stops and says it was
 * capped. `setMaxSchemaNodes` raises it.
 */
export const MAX_SCHEMA_NODES = 10_000

/** The largest limit `setMaxSchemaNodes` takes: a walk keeps one entry per node it visited. */
export const MAX_SCHEMA_NODES_CEILING = 10_000_000

/**
 * Parts a walk takes at most for each node of its limit: past `SCHEMA_PARTS_PER_NODE` times
 * the node limit handed to `push` (1,000,000 by default), parts already read included, the
 * walk stops and says it was capped. A list handed over whole counts its length, and is read
 * once however many nodes hold it. The node limit alone does not bound the work: a list may
 * claim 2^32 - 1 places (a sparse array, a Proxy) that hold nothing.
 */
export const SCHEMA_PARTS_PER_NODE = 100

let maxSchemaNodes = MAX_SCHEMA_NODES

/** `setMaxSchemaNodes` was given a limit that is not a whole number from 1 to 10,000,000. */
export class SchemaLimitError extends RangeError {
  override readonly name = 'SchemaLimitError'
  readonly code = 'SCHEMA_LIMIT_INVALID'
}

/**
 * Sets, for the whole process, how many nodes a walk of a schema visits at most (default
 * `MAX_SCHEMA_NODES`, 10,000; a part used twice counts once). A tool whose schema has more is
 * refused when it is created (`SCHEMA_ASYNC_IN_SYNC`), since what its unread part holds is not
 * known. Set it before the tools are created: what a walk found about a schema is kept.
 *
 * @param limit - A whole number from 1 to 10,000,000 (`MAX_SCHEMA_NODES_CEILING`).
 * @returns The limit it replaced.
 * @throws {SchemaLimitError} `SCHEMA_LIMIT_INVALID` for any other value.
 * @example
 * import { setMaxSchemaNodes } from '@polytool/core'
 *
 * // A generated schema of 40,000 distinct nodes: raise the limit before its tool is created.
 * setMaxSchemaNodes(50_000)
 */
export function setMaxSchemaNodes(limit: number): number {
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_SCHEMA_NODES_CEILING) {
    throw new SchemaLimitError(
      `setMaxSchemaNodes: expected a whole number from 1 to ${MAX_SCHEMA_NODES_CEILING}, received ${typeof limit === 'number' ? String(limit) : typeof limit}`,
    )
  }
  const previous = maxSchemaNodes
  maxSchemaNodes = limit
  return previous
}

/**
 * How many nodes a walk of a schema visits at most now (`setMaxSchemaNodes`).
 *
 * @returns The limit.
 */
export function currentMaxSchemaNodes(): number {
  return maxSchemaNodes
}

/**
 * What receives each schema a node holds, with the keys that lead to it from the node: the
 * field, and the place in a list or the key in a record under it. A list handed over whole
 * (an array, with a field and no index) is read by the walk: each of its items with its place,
 * once however many nodes hold the list.
 */
export type SchemaPush = (child: unknown, field?: PropertyKey, index?: PropertyKey) => void

/** How one library's schema is walked: what a node is, what it holds, what is looked for. */
export interface SchemaWalker<T> {
  /**
   * The object that stands for a node when nodes are counted and visited once (a Zod schema's
   * `_zod.def`), or `undefined` for a value that is not a node. Defaults to any object or
   * function: a library may run a function that carries a schema's fields as that schema. Only
   * objects and functions are asked: a value of another type is never a node.
   */
  identity?(node: unknown): object | undefined
  /** What the walk is looking for at a node, or `undefined` to go on. */
  visit(node: object): T | undefined
  /** Calls `push` with each schema the node holds and the keys that lead to it from the node. */
  children(node: object, push: SchemaPush): void
}

/** What a walk ended with. */
export type SchemaWalkOutcome<T> =
  | { readonly kind: 'found'; readonly value: T; readonly path: PropertyKey[] }
  | { readonly kind: 'none' }
  /**
   * More than the limit of nodes (`setMaxSchemaNodes`), or more than `SCHEMA_PARTS_PER_NODE`
   * times it handed to `push`: the rest was not read.
   */
  | {
      readonly kind: 'unknown'
      readonly reason: 'capped'
      /** Which limit was reached: the nodes, or the parts handed to `push`; set by `walkSchema`. */
      readonly limit?: 'nodes' | 'parts'
    }
  /**
   * A schema that threw while it was read (a getter), at `path`: what it would give on another
   * read is not known. A search for something to refuse should refuse it.
   */
  | { readonly kind: 'unknown'; readonly reason: 'threw'; readonly path: PropertyKey[] }

/**
 * Walks a schema once, without recursion, each node once (cycles and shared parts included),
 * at most `MAX_SCHEMA_NODES` nodes unless raised (`setMaxSchemaNodes`) and at most
 * `SCHEMA_PARTS_PER_NODE` times as many parts handed to `push`: linear in the schema's size,
 * whatever its depth, and bounded whatever lists it holds. A schema that throws while it is read (a getter) ends the walk as
 * `unknown`, as a capped one does, with the reason (`threw`, `capped`) and, for one that threw,
 * the path of the node being read. The last part pushed is read first.
 *
 * @param root - the schema
 * @param walker - how the library's nodes are read
 * @returns the first node found, with its path in the schema; `none`; or `unknown`, and why
 *
 * @example
 * import { pushFields, walkSchema } from '@polytool/core'
 *
 * const schema = { type: 'object', properties: { a: { type: 'string', check: async () => true } } }
 * walkSchema(schema, {
 *   visit: (node) => ('check' in node ? 'a check' : undefined),
 *   children: pushFields,
 * }) // { kind: 'found', value: 'a check', path: ['properties', 'a'] }
 */
export function walkSchema<T>(root: unknown, walker: SchemaWalker<T>): SchemaWalkOutcome<T> {
  // It runs on every fresh schema a tool is made with, so reading a node makes no object: the
  // parts still to read and the nodes read are kept in flat lists, with the node each was
  // reached from and the keys from there, and a path is put together only for the node found
  // or the one that threw.
  const identity = walker.identity
  const limit = maxSchemaNodes
  const partLimit = limit * SCHEMA_PARTS_PER_NODE
  let parts = 0
  const seen = new Set<object>()
  // Lists handed over whole, each read once however many nodes hold it.
  const lists = new Set<unknown[]>()
  const pending: unknown[] = [root]
  const pendingFrom: number[] = [-1]
  const pendingField: (PropertyKey | undefined)[] = [undefined]
  const pendingIndex: (PropertyKey | undefined)[] = [undefined]
  const trail: Trail = { from: [], fields: [], indexes: [] }
  let step = -1
  // One function for the whole walk, not one per node: it reads the node being expanded.
  const push: SchemaPush = (child, field, index) => {
    // Counted before anything else: a walker's loop over a list of 2^32 - 1 places stops here.
    if (++parts > partLimit) throw PARTS_SPENT
    // A value that is no object (a string, a number) is no node of any library.
    if ((typeof child !== 'object' || child === null) && typeof child !== 'function') return
    if (index === undefined && Array.isArray(child)) {
      pushList(child, field)
      // A list that carries a schema's fields is a node as well: a library may run it.
      if (!carriesSchemaFields(child)) return
    }
    pending.push(child)
    pendingFrom.push(step)
    pendingField.push(field)
    pendingIndex.push(index)
  }
  // A list is read once, and only when its length fits what is left of the limit of parts: a
  // list shared by every node costs nothing more, and one that claims 2^32 - 1 places stops
  // the walk before its first place is read.
  const pushList = (list: unknown[], field: PropertyKey | undefined) => {
    if (lists.has(list)) return
    lists.add(list)
    const length = list.length
    if (length > partLimit - parts) {
      parts = partLimit + 1
      throw PARTS_SPENT
    }
    for (let at = 0; at < length; at++) push(list[at], field, at)
  }
  // The part being read, kept out of the loop: an `identity` that throws on it throws before
  // it is a step, and the path named is still its own.
  let reachedFrom = -1
  let field: PropertyKey | undefined
  let index: PropertyKey | undefined
  let stepped = false
  try {
    while (pending.length > 0) {
      const node = pending.pop()
      reachedFrom = pendingFrom.pop() as number
      field = pendingField.pop()
      index = pendingIndex.pop()
      stepped = false
      const id = identity === undefined ? objectIdentity(node) : identity(node)
      if (id === undefined || seen.has(id)) continue
      seen.add(id)
      if (seen.size > limit) return CAPPED_AT_NODES
      step = trail.from.length
      trail.from.push(reachedFrom)
      trail.fields.push(field)
      trail.indexes.push(index)
      stepped = true
      const value = walker.visit(node as object)
      if (value !== undefined) return { kind: 'found', value, path: pathOf(trail, step) }
      const length = (node as { length?: unknown }).length
      if (typeof length === 'number') {
        // The bytes of a typed array and the characters of a `String` hold no schema: one key
        // per place would be listed for nothing.
        if (ArrayBuffer.isView(node) || node instanceof String) continue
        // A node that claims more places than the parts left (a list in a list, a Proxy)
        // stops the walk before its keys are listed.
        if (length > partLimit - parts) return CAPPED_AT_PARTS
      }
      walker.children(node as object, push)
      // A walker that caught what `push` threw (around a getter of its own) is stopped here.
      if (parts > partLimit) return CAPPED_AT_PARTS
    }
    return { kind: 'none' }
  } catch {
    if (parts > partLimit) return CAPPED_AT_PARTS
    if (stepped) return { kind: 'unknown', reason: 'threw', path: pathOf(trail, step) }
    const path = pathOf(trail, reachedFrom)
    if (field !== undefined) path.push(field)
    if (index !== undefined) path.push(index)
    return { kind: 'unknown', reason: 'threw', path }
  }
}

// The nodes read, in order: the one each was reached from (-1 for the root), and the keys.
interface Trail {
  readonly from: number[]
  readonly fields: (PropertyKey | undefined)[]
  readonly indexes: (PropertyKey | undefined)[]
}

const CAPPED_AT_NODES = Object.freeze({
  kind: 'unknown',
  reason: 'capped',
  limit: 'nodes',
} as const)
const CAPPED_AT_PARTS = Object.freeze({
  kind: 'unknown',
  reason: 'capped',
  limit: 'parts',
} as const)

// What `push` throws past the limit of parts, to end the walker's loop over a long list.
const PARTS_SPENT = new RangeError('schema walk: part limit reached')

// Whether a list also carries the fields a schema library runs (a Standard Schema's props,
// Valibot's `~run` and `kind`, Zod's `_zod`) or inherits from something else than a list:
// `Object.assign([], schema)` runs as the schema.
function carriesSchemaFields(list: unknown[]): boolean {
  return (
    Object.getPrototypeOf(list) !== Array.prototype ||
    '~standard' in list ||
    '~run' in list ||
    'kind' in list ||
    '_zod' in list
  )
}

function objectIdentity(node: unknown): object | undefined {
  return (typeof node === 'object' && node !== null) || typeof node === 'function'
    ? node
    : undefined
}

function pathOf(trail: Trail, at: number): PropertyKey[] {
  const path: PropertyKey[] = []
  for (let walked = at; walked !== -1; walked = trail.from[walked] as number) {
    const index = trail.indexes[walked]
    if (index !== undefined) path.push(index)
    const field = trail.fields[walked]
    if (field !== undefined) path.push(field)
  }
  return path.reverse()
}

/**
 * Calls `push` with every object or function an object holds in a field, with the field: a
 * list goes whole, and `walkSchema` reads each of its items once, with its place. For libraries
 * whose schemas hold their parts in plain fields (Zod's definitions, Valibot's schemas,
 * TypeBox's JSON Schema).
 *
 * @param node - a schema node
 * @param push - what receives each value and its keys
 * @param except - a field that is not read: one the library fills on each read (a getter)
 *   with what holds no schema, such as Valibot's `~standard`
 *
 * @example
 * import { pushFields } from '@polytool/core'
 *
 * pushFields({ pipe: [{ type: 'string' }], title: 'x' }, (child, field) => console.log(field, child))
 * // pipe [ { type: 'string' } ]
 */
export function pushFields(node: object, push: SchemaPush, except?: string) {
  for (const field of Object.keys(node)) {
    if (field === except) continue
    const value: unknown = (node as Record<string, unknown>)[field]
    // Lists go whole: the walk reads each once.
    if ((typeof value === 'object' && value !== null) || typeof value === 'function') {
      push(value, field)
    }
  }
}
