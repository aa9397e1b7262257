import type { StandardSchemaV1 } from '@standard-schema/spec'
import { formatPath } from './issues'
import { findEntry } from './json-schema/schema-state'
import { currentMaxSchemaNodes, SCHEMA_PARTS_PER_NODE, type SchemaWalkOutcome } from './schema-walk'

/** An async function found where a schema library calls it synchronously (see `AsyncInSyncError`). */
export interface AsyncInSync {
  /** Where the function sits in the schema's definition, from its root. */
  readonly path: readonly PropertyKey[]
  /** What the function is there: `a check in a synchronous pipe`, `a fallback`, … */
  readonly what: string
  /**
   * The schema threw while it was searched, at `path` (a getter): whether an async function
   * sits there is not known, and the schema is refused rather than taken as holding none.
   */
  readonly unreadable?: boolean
  /**
   * The search stopped at the node limit (`setMaxSchemaNodes`) (with `unreadable`): an async function may
   * sit in the part it did not read, and the schema is refused rather than taken as holding none.
   */
  readonly capped?: boolean
  /** Which limit stopped the search (with `capped`), when the walk said. */
  readonly cappedAt?: 'nodes' | 'parts'
}

/** What `unreadableSchemaAt` says the part is. */
const UNREADABLE = 'a part that threw while it was read'

/**
 * What a `findAsyncInSync` returns for a walk that did not find an async function: `undefined`
 * when it read the whole schema; otherwise what it could not read, so that `createTool` refuses
 * a schema it could not search rather than take it as holding none: the place that threw when
 * reading the schema threw (a getter), or, for a walk capped at the node limit (`setMaxSchemaNodes`), the schema
 * itself (`capped`), whose unread part may hold one.
 *
 * @param outcome - what `walkSchema` ended with
 * @param prefix - the path from the schema's root to the walk's root, for a walk of a part
 * @returns the unreadable place, or `undefined`
 *
 * @example
 * import { unreadableSchemaAt, walkSchema, pushFields } from '@polytool/core'
 *
 * const schema = { get entries(): never { throw new Error('not yet') } }
 * const outcome = walkSchema(schema, { visit: () => undefined, children: pushFields })
 * unreadableSchemaAt(outcome) // { path: [], what: 'a part that threw while it was read', unreadable: true }
 */
export function unreadableSchemaAt(
  outcome: SchemaWalkOutcome<unknown>,
  prefix: readonly PropertyKey[] = [],
): AsyncInSync | undefined {
  if (outcome.kind !== 'unknown') return undefined
  if (outcome.reason === 'capped') {
    return {
      path: [...prefix],
      what: `a part past ${limitText(outcome.limit)}`,
      unreadable: true,
      capped: true,
      ...(outcome.limit === undefined ? {} : { cappedAt: outcome.limit }),
    }
  }
  return { path: [...prefix, ...outcome.path], what: UNREADABLE, unreadable: true }
}

/**
 * A schema holds an `async` function where its library calls it synchronously: the library
 * takes the promise it returns as the answer (a check that always passes, since a promise is
 * truthy) or as the value (a promise where the schema promises a string). Thrown by
 * `createTool` when the tool is created, from what the schema's adapter found.
 */
export class AsyncInSyncError extends TypeError {
  override readonly name = 'AsyncInSyncError'
  readonly code = 'SCHEMA_ASYNC_IN_SYNC'
  /** The tool option holding the schema, e.g. `inputSchema`. */
  readonly option: string
  /** The schema library's `~standard.vendor`. */
  readonly vendor: string
  /** Where the function sits in the schema's definition. */
  readonly path: readonly PropertyKey[]

  constructor(toolId: string, option: string, vendor: string, found: AsyncInSync) {
    const at = formatPath(found.path.map(pathKey))
    super(
      found.capped === true
        ? `createTool(${JSON.stringify(toolId)}): "${option}" could not be searched whole for async functions ${vendor} calls synchronously: ${cappedText(found.cappedAt)}, where the search stops (setMaxSchemaNodes raises the limit)${found.path.length === 0 ? '' : ` (in the part at ${at})`}. A larger schema is refused, since what it holds past there is not known. Split the tool's schema, or reuse one schema object where a part repeats (a part is counted once however often it is used).`
        : found.unreadable === true
          ? `createTool(${JSON.stringify(toolId)}): "${option}" could not be searched for async functions ${vendor} calls synchronously: reading the schema threw at ${at}. A schema that throws while it is read is refused, since what it holds there is not known. Build the schema so that it can be read (no getter that throws) before the tool is created.`
          : `createTool(${JSON.stringify(toolId)}): "${option}" has an async function at ${at} (${found.what}), which ${vendor} calls synchronously: its promise would be taken as the answer, not awaited. Use the library's async form for it, or make the function synchronous.`,
    )
    this.option = option
    this.vendor = vendor
    this.path = Object.freeze([...found.path])
  }
}

// The first nodes or parts a capped walk read.
function limitText(limit: 'nodes' | 'parts' | undefined): string {
  const nodes = currentMaxSchemaNodes()
  if (limit === 'nodes') return `the first ${nodes} nodes`
  if (limit === 'parts') return `the first ${nodes * SCHEMA_PARTS_PER_NODE} parts`
  return `the first ${nodes} nodes or ${nodes * SCHEMA_PARTS_PER_NODE} parts`
}

// Why a capped schema could not be searched whole, naming the limit reached when known.
function cappedText(limit: 'nodes' | 'parts' | undefined): string {
  const nodes = currentMaxSchemaNodes()
  if (limit === 'nodes') return `it has more than ${nodes} schema nodes`
  if (limit === 'parts') {
    return `it hands more than ${nodes * SCHEMA_PARTS_PER_NODE} parts to the search in its lists and fields (${SCHEMA_PARTS_PER_NODE} times the node limit)`
  }
  return `it has more than ${nodes} schema nodes, or more than ${SCHEMA_PARTS_PER_NODE} times as many parts in its lists and fields`
}

function pathKey(key: PropertyKey): string | number {
  return typeof key === 'symbol' ? String(key.description) : key
}

// One answer per schema: `null` for a schema without one.
const answers = new WeakMap<object, AsyncInSync | null>()

/**
 * Throws an `AsyncInSyncError` when the adapter bound to the schema finds an async function
 * the library calls synchronously. Asked once per schema.
 *
 * @param toolId - the tool's id, for the message
 * @param option - the option holding the schema
 * @param schema - the schema
 */
export function assertNoAsyncInSync(toolId: string, option: string, schema: unknown): void {
  // An ArkType type is a function.
  if ((typeof schema !== 'object' && typeof schema !== 'function') || schema === null) return
  const adapter = findEntry(schema)?.adapter
  if (adapter?.findAsyncInSync === undefined) return
  let found = answers.get(schema)
  if (found === undefined) {
    found = search(adapter.findAsyncInSync, schema as StandardSchemaV1)
    answers.set(schema, found)
  }
  if (found !== null) {
    const vendor = (schema as StandardSchemaV1)['~standard'].vendor
    throw new AsyncInSyncError(toolId, option, vendor, found)
  }
}

// An adapter's search that throws could not read the schema: it is refused, as unreadable.
function search(
  find: (schema: StandardSchemaV1) => AsyncInSync | undefined,
  schema: StandardSchemaV1,
): AsyncInSync | null {
  try {
    return find(schema) ?? null
  } catch {
    return { path: [], what: UNREADABLE, unreadable: true }
  }
}
