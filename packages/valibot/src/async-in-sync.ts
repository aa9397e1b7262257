import {
  type AsyncInSync,
  isAsyncFunction,
  readsPromise,
  unreadableSchemaAt,
  walkSchema,
} from '@polytool/core'
import { SideAnswers } from './side-answers'
import { pushValibotPartsAndLazy } from './walk-fields'

type Node = Record<string, unknown>

/**
 * Finds an async function in a synchronous part of a Valibot schema, which Valibot calls
 * without awaiting: a `check` (or another validation action) whose promise, truthy, passes; a
 * `custom` schema's check; a `fallback` or a default whose value would be a promise; a message
 * function, in the async forms too, whose promise would be the message. The async forms
 * (`pipeAsync`, `checkAsync`, `fallbackAsync`, …) await the rest. Walks the schema once, capped;
 * a schema that throws while it is read is refused as unreadable. A walk that reads the whole
 * schema also keeps what the conversion asks of it (`SideAnswers`).
 *
 * @param schema - A Valibot schema.
 * @returns Where the function is, or `undefined`.
 */
export function findValibotAsyncInSync(schema: object): AsyncInSync | undefined {
  const answers = new SideAnswers()
  const outcome = walkSchema(schema, {
    visit: (node: Node) => {
      const found = asyncInSyncAt(node)
      if (found === undefined) answers.observe(node)
      return found
    },
    children: pushValibotPartsAndLazy,
  })
  if (outcome.kind === 'none') answers.settle(schema)
  // A schema that threw while it was read is refused, not taken as holding none.
  if (outcome.kind !== 'found') return unreadableSchemaAt(outcome)
  const { keys, what, unreadable } = outcome.value
  return { path: [...outcome.path, ...keys], what, ...(unreadable ? { unreadable } : {}) }
}

interface Found {
  /** The keys from the node to the function or part. */
  readonly keys: readonly PropertyKey[]
  readonly what: string
  readonly unreadable?: boolean
}

// The fields below are read by name, not through a list of names: a read by a computed key
// costs several times as much on nodes of so many shapes, and this runs for every node.
function asyncInSyncAt(node: Node): Found | undefined {
  // Valibot calls a message function synchronously, in its async schemas too, and keeps its
  // promise as the message.
  if (isAsyncFunction(node.message)) {
    return { keys: ['message'], what: 'a message function, which Valibot calls synchronously' }
  }
  if (node.async !== false) return undefined
  const asyncPart = asyncPartOf(node)
  if (asyncPart === 'unreadable') {
    return { keys: ['entries'], what: 'a part that threw while it was read', unreadable: true }
  }
  if (asyncPart !== undefined) {
    return { keys: asyncPart, what: `an async part of a synchronous ${String(node.type)}` }
  }
  if (node.kind === 'validation') {
    const action =
      asyncActionAt(node.requirement, 'requirement') ?? asyncActionAt(node.action, 'action')
    if (action !== undefined) return { keys: [action], what: `a synchronous ${node.type} action` }
  }
  if (node.kind !== 'schema') return undefined
  if (node.type === 'custom' && isAsyncFunction(node.check)) {
    return { keys: ['check'], what: 'a synchronous custom schema' }
  }
  return asyncMadeAt(node.fallback, 'fallback') ?? asyncMadeAt(node.default, 'default')
}

function asyncActionAt(held: unknown, field: string): string | undefined {
  return isAsyncFunction(held) ? field : undefined
}

function asyncMadeAt(made: unknown, field: string): Found | undefined {
  if (isAsyncFunction(made)) return { keys: [field], what: `a synchronous ${field}` }
  // Valibot's converter reads a default as soon as the tool is created: a plain function that
  // returns a promise is found by reading it once here, as Valibot would.
  if (typeof made === 'function' && readsPromise(() => made(undefined, undefined))) {
    return { keys: [field], what: `a synchronous ${field} whose value is a promise` }
  }
  return undefined
}

function asyncPartOf(node: Node): PropertyKey[] | 'unreadable' | undefined {
  if (node.kind !== 'schema') return undefined
  // The fields in which a Valibot schema holds the parts it runs, in this order: a synchronous
  // schema reads an async part's promise as a dataset with no issues and no value, so the part
  // never checks.
  const part =
    asyncPartIn(node.wrapped, 'wrapped') ??
    asyncPartIn(node.item, 'item') ??
    asyncPartIn(node.rest, 'rest') ??
    asyncPartIn(node.key, 'key') ??
    asyncPartIn(node.value, 'value') ??
    asyncPartIn(node.pipe, 'pipe') ??
    asyncPartIn(node.items, 'items') ??
    asyncPartIn(node.options, 'options')
  if (part !== undefined) return part
  const entries = node.entries
  if (typeof entries !== 'object' || entries === null) return undefined
  try {
    for (const key of Object.keys(entries)) {
      if (isAsyncPart((entries as Node)[key])) return ['entries', key]
    }
  } catch {
    // An entry that throws when read is refused as the walk refuses any part it cannot read.
    return 'unreadable'
  }
  return undefined
}

// The keys to an async part held in a field, alone or in a list.
function asyncPartIn(held: unknown, field: string): PropertyKey[] | undefined {
  if (!Array.isArray(held)) return isAsyncPart(held) ? [field] : undefined
  const index = held.findIndex(isAsyncPart)
  return index >= 0 ? [field, index] : undefined
}

function isAsyncPart(part: unknown): boolean {
  return (
    ((typeof part === 'object' && part !== null) || typeof part === 'function') &&
    (part as Node).async === true &&
    typeof (part as Node)['~run'] === 'function'
  )
}
