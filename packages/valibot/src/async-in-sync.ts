import { type AsyncInSync, isAsyncFunction, pushFields, walkSchema } from '@polytool/core'

type Node = Record<string, unknown>

/**
 * Finds an async function in a synchronous part of a Valibot schema, which Valibot calls
 * without awaiting: a `check` (or another validation action) whose promise, truthy, passes; a
 * `custom` schema's check; a `fallback` or a default whose value would be a promise. The async
 * forms (`pipeAsync`, `checkAsync`, `fallbackAsync`, …) await it. Walks the schema once, capped.
 *
 * @param schema - A Valibot schema.
 * @returns Where the function is, or `undefined`.
 */
export function findValibotAsyncInSync(schema: object): AsyncInSync | undefined {
  const outcome = walkSchema(schema, { visit: asyncInSyncAt, children: pushFields })
  if (outcome.kind !== 'found') return undefined
  return { path: [...outcome.path, outcome.value.field], what: outcome.value.what }
}

interface Found {
  readonly field: string
  readonly what: string
}

function asyncInSyncAt(node: Node): Found | undefined {
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
  if (isAsyncFunction(node.fallback)) return { field: 'fallback', what: 'a synchronous fallback' }
  if (isAsyncFunction(node.default)) return { field: 'default', what: 'a synchronous default' }
  return undefined
}
