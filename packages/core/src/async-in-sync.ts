import type { StandardSchemaV1 } from '@standard-schema/spec'
import { formatPath } from './issues'
import { findEntry } from './json-schema/schema-state'

/** An async function found where a schema library calls it synchronously (see `AsyncInSyncError`). */
export interface AsyncInSync {
  /** Where the function sits in the schema's definition, from its root. */
  readonly path: readonly PropertyKey[]
  /** What the function is there: `a check in a synchronous pipe`, `a fallback`, … */
  readonly what: string
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
      `createTool(${JSON.stringify(toolId)}): "${option}" has an async function at ${at} (${found.what}), which ${vendor} calls synchronously: its promise would be taken as the answer, not awaited. Use the library's async form for it, or make the function synchronous.`,
    )
    this.option = option
    this.vendor = vendor
    this.path = Object.freeze([...found.path])
  }
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
    found = adapter.findAsyncInSync(schema as StandardSchemaV1) ?? null
    answers.set(schema, found)
  }
  if (found !== null) {
    const vendor = (schema as StandardSchemaV1)['~standard'].vendor
    throw new AsyncInSyncError(toolId, option, vendor, found)
  }
}
