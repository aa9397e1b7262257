import {
  type AsyncInSync,
  isAsyncFunction,
  readsPromise,
  type SchemaWalkOutcome,
  unreadableSchemaAt,
  walkSchema,
} from '@polytool/core'
import { type Def, zodWalker } from './may-run-async'

/**
 * Finds an async function Zod calls synchronously, even when the adapter parses asynchronously:
 * a refinement in the key schema of a record (Zod checks keys synchronously), an `.overwrite()`
 * or a `.catch()` whose value would be a promise, a `.default()` or `.prefault()` whose value is
 * one, an error message function (`{ error: fn }`) that is async or returns a promise. Walks the
 * schema once, capped; a schema that throws while it is read is refused as unreadable.
 *
 * @param schema - A Zod schema.
 * @returns Where the function is, or `undefined`.
 */
export function findZodAsyncInSync(schema: object): AsyncInSync | undefined {
  const outcome = walkSchema(schema, zodWalker(asyncInSyncAt))
  // A schema that threw while it was read is refused, not taken as holding none.
  if (outcome.kind !== 'found') return unreadableSchemaAt(outcome)
  const { below, what, unreadable } = outcome.value
  return { path: [...outcome.path, ...below], what, ...(unreadable ? { unreadable } : {}) }
}

interface Found {
  readonly what: string
  /** The path from the node visited to the function. */
  readonly below: readonly PropertyKey[]
  /** The record's key schema threw while it was read. */
  readonly unreadable?: boolean
}

// What Zod hands a message function, as far as one that only returns a promise needs.
const PROBE_ISSUE = Object.freeze({ input: undefined, path: [] })

function asyncInSyncAt(def: Def): Found | undefined {
  // Zod calls an error (message) function synchronously and drops a promise it returns, whose
  // rejection is then unhandled: an async one is refused, and a plain one read once with an
  // issue, as Zod would, in case it returns a promise whatever the issue.
  const error = (def as { error?: unknown }).error
  if (typeof error === 'function') {
    if (isAsyncFunction(error) || readsPromise(() => error(PROBE_ISSUE))) {
      return {
        what: 'an error message function whose message would be a promise',
        below: ['error'],
      }
    }
  }
  if (def.check === 'overwrite' && isAsyncFunction(def.tx)) {
    return { what: 'an .overwrite() whose value would be a promise', below: [] }
  }
  if (def.type === 'catch' && isAsyncFunction(def.catchValue)) {
    return { what: 'a .catch() whose value would be a promise', below: [] }
  }
  // Zod's converter reads a default as soon as the tool is created, and every parse reads it
  // again: a plain function that returns a promise is found by reading it once here.
  if ((def.type === 'default' || def.type === 'prefault') && readsPromise(() => def.defaultValue)) {
    return { what: `a .${def.type}() whose value is a promise`, below: [] }
  }
  if (def.type !== 'record') return undefined
  const inKey = asyncInKey(def.keyType)
  const unread = unreadableSchemaAt(inKey, ['keyType'])
  if (unread !== undefined) return { what: unread.what, below: unread.path, unreadable: true }
  if (inKey.kind !== 'found') return undefined
  return {
    what: 'a refinement of a record key, which Zod checks synchronously',
    below: ['keyType', ...inKey.path],
  }
}

// What a search of a key schema found, kept per key schema: records that share one key schema
// (an enum of many values) have it searched once, not once per record.
const searchedKeys = new WeakMap<object, SchemaWalkOutcome<true>>()

// Any async function the key schema runs: its refinements and transforms.
function asyncInKey(keyType: unknown): SchemaWalkOutcome<true> {
  if (typeof keyType !== 'object' || keyType === null) return walkSchema(keyType, KEY_WALKER)
  let outcome = searchedKeys.get(keyType)
  if (outcome === undefined) {
    outcome = walkSchema(keyType, KEY_WALKER)
    searchedKeys.set(keyType, outcome)
  }
  return outcome
}

const KEY_WALKER = zodWalker<true>(
  (keyDef) => isAsyncFunction(keyDef.fn) || isAsyncFunction(keyDef.transform) || undefined,
)
