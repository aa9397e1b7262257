import {
  type AsyncInSync,
  isAsyncFunction,
  readsPromise,
  unreadableSchemaAt,
  walkSchema,
} from '@polytool/core'
import { pushValibotPartsAndLazy } from './walk-fields'

type Node = Record<string, unknown>

/**
 * Finds an async function in a synchronous part of a Valibot schema, which Valibot calls
 * without awaiting: a `check` (or another validation action) whose promise, truthy, passes; a
 * `custom` schema's check; a `fallback` or a default whose value would be a promise; a message
 * function, in the async forms too, whose promise would be the message. The async forms
 * (`pipeAsync`, `checkAsync`, `fallbackAsync`, …) await the rest. Walks the schema once, capped;
 * a schema that throws while it is read is refused as unreadable.
 *
 * @param schema - A Valibot schema.
 * @returns Where the function is, or `undefined`.
 */
export function findValibotAsyncInSync(schema: object): AsyncInSync | undefined {
  const outcome = walkSchema(schema, { visit: asyncInSyncAt, children: pushValibotPartsAndLazy })
  // A schema that threw while it was read is refused, not taken as holding none.
  if (outcome.kind !== 'found') return unreadableSchemaAt(outcome)
  return { path: [...outcome.path, outcome.value.field], what: outcome.value.what }
}

interface Found {
  readonly field: string
  readonly what: string
}

function asyncInSyncAt(node: Node): Found | undefined {
  // Valibot calls a message function synchronously, in its async schemas too, and keeps its
  // promise as the message.
  if (isAsyncFunction(node.message)) {
    return { field: 'message', what: 'a message function, which Valibot calls synchronously' }
  }
  if (node.async !== false) return undefined
  if (node.kind === 'validation') {
    for (const field of ['requirement', 'action']) {
      if (isAsyncFunction(node[field])) return { field, what: `a synchronous ${node.type} action` }
    }
  }
  if (node.kind !== 'schema') return undefined
  if (node.type === 'custom' && isAsyncFunction(node.check)) {
    return { field: 'check', what: 'a synchronous custom schema' }
  }
  for (const field of ['fallback', 'default'] as const) {
    const made = node[field]
    if (isAsyncFunction(made)) return { field, what: `a synchronous ${field}` }
    // Valibot's converter reads a default as soon as the tool is created: a plain function that
    // returns a promise is found by reading it once here, as Valibot would.
    if (typeof made === 'function' && readsPromise(() => made(undefined, undefined))) {
      return { field, what: `a synchronous ${field} whose value is a promise` }
    }
  }
  return undefined
}
