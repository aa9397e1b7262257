import type { StandardSchemaV1 } from '@standard-schema/spec'
import { ignore, isPromiseLike } from './maybe-promise'

/** What a failed promise of the output becomes: it says what happened, never the rejection's text. */
const REJECTED_MESSAGE = 'An asynchronous transform of this value failed'

/** Issues reported for failed promises at most; every promise is still awaited. */
const MAX_REPORTED = 100

/** A node of the output, linked to its parent: a path is built only for a promise that fails. */
export interface Step {
  readonly node: unknown
  readonly key: PropertyKey | undefined
  readonly parent: Step | undefined
}

/**
 * Settles the promises a synchronous validator left in its output, for an adapter's `validate`.
 * A library that validates synchronously (ArkType morphs, a Valibot `transform`, a TypeBox
 * `Decode`) puts what an async function returns, a promise, in its output; a failed validation
 * drops that output with the promise in it, which then rejects unhandled and crashes Node.
 *
 * - A failed validation: every promise in `output` gets a rejection handler, and the result is
 *   returned as is, at once.
 * - A passed one: the promises are awaited; any that rejects fails the validation with an issue
 *   at its path that does not quote the rejection. Otherwise the result is returned as it was,
 *   its promises settled (the output's type says a promise is there).
 *
 * The search goes through arrays, objects (plain ones and class instances, by their own
 * enumerable keys), Maps and Sets, once per node: linear in the output's size. Typed arrays and
 * their buffers hold no promise, and are not searched.
 *
 * @param result - the validator's result
 * @param output - where to look for promises: the output, or, on a failed validation, what the
 *   library built before it failed (defaults to `result.value`)
 * @returns the result, or a promise of it when a passed validation holds promises
 *
 * @example
 * import { settleAsyncOutput } from '@polytool/core'
 *
 * // What a synchronous validator returned for an async transform of `a`.
 * const result = { value: { a: Promise.resolve('later') } }
 * await settleAsyncOutput(result) // the same result, once its promise has settled
 */
export function settleAsyncOutput(
  result: StandardSchemaV1.Result<unknown>,
  output: unknown = result.issues === undefined ? result.value : undefined,
): StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>> {
  const found = promisesIn(output)
  if (found.length === 0) return result
  if (result.issues !== undefined) {
    for (const step of found) (step.node as PromiseLike<unknown>).then(undefined, ignore)
    return result
  }
  return Promise.all(found.map(rejected)).then((failed) => {
    const issues = failed
      .filter((step) => step !== undefined)
      .slice(0, MAX_REPORTED)
      .map((step) => ({ message: REJECTED_MESSAGE, path: pathOf(step) }))
    return issues.length === 0 ? result : { issues }
  })
}

function rejected(step: Step): PromiseLike<Step | undefined> {
  return (step.node as PromiseLike<unknown>).then(
    () => undefined,
    () => step,
  )
}

/**
 * Gives every promise or thenable in a value a rejection handler, through its arrays, objects,
 * Maps and Sets (as `settleAsyncOutput` searches), so none is left to reject unhandled. For an
 * adapter that reads a description of a schema in which the library put what the user's
 * function returned (a Yup `describe()` calls a default), and then drops it.
 *
 * @param value - where to look for promises
 * @returns how many were found
 *
 * @example
 * import { handlePromisesIn } from '@polytool/core'
 *
 * handlePromisesIn({ default: Promise.reject(new Error('no')) }) // 1, and the rejection is handled
 */
export function handlePromisesIn(value: unknown): number {
  const found = promisesIn(value)
  for (const step of found) {
    try {
      Promise.resolve(step.node).then(undefined, ignore)
    } catch {
      // A thenable whose `then` getter throws on the second read: nothing is left pending.
    }
  }
  return found.length
}

/** The path of an output node from the output's root. */
export function pathOf(step: Step): PropertyKey[] {
  const path: PropertyKey[] = []
  for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) path.push(at.key)
  return path.reverse()
}

/**
 * The promises and thenables in a validated output, each with the step that leads to it from the
 * root, each node once (linear in the output's size): through its arrays, Maps and Sets, and the
 * own enumerable keys of its other objects (a transform may build a class instance from the
 * model's JSON, and put what an async function returned in one of its fields). For an adapter
 * that must tell a promise its library kept in the output from one it dropped.
 *
 * @param output - the output to search
 * @returns the steps of the promises found, in no particular order
 *
 * @example
 * import { promisesIn } from '@polytool/core'
 *
 * const later = Promise.resolve('x')
 * promisesIn({ a: [later] }).map((step) => step.node) // [later]
 */
export function promisesIn(output: unknown): Step[] {
  const found: Step[] = []
  const seen = new Set<object>()
  const pending: Step[] = [{ node: output, key: undefined, parent: undefined }]
  for (let step = pending.pop(); step !== undefined; step = pending.pop()) {
    const { node } = step
    if (typeof node !== 'object' || node === null || seen.has(node)) continue
    seen.add(node)
    if (isPromiseLike(node)) found.push(step)
    else if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) {
        pending.push({ node: node[index], key: index, parent: step })
      }
    } else if (node instanceof Map || node instanceof Set) {
      pushEntries(node, step, pending)
    } else if (!holdsNoPromise(node)) {
      for (const key of Object.keys(node)) {
        pending.push({ node: (node as Record<string, unknown>)[key], key, parent: step })
      }
    }
  }
  return found
}

/**
 * Whether an object surely holds no promise, so its keys are not read: a typed array, a
 * `DataView`, an `ArrayBuffer` (numbers only, and maybe very many of them).
 */
export function holdsNoPromise(node: object): boolean {
  return ArrayBuffer.isView(node) || node instanceof ArrayBuffer
}

// A Map's keys and values, a Set's values: a transform may build one from the model's JSON. A
// path names the entry by its key where that is a string or a number, else by its position.
function pushEntries(node: Map<unknown, unknown> | Set<unknown>, step: Step, pending: Step[]) {
  let index = 0
  for (const [key, value] of node.entries()) {
    const at = typeof key === 'string' || typeof key === 'number' ? key : index
    pending.push({ node: value, key: at, parent: step })
    if (node instanceof Map) pending.push({ node: key, key: at, parent: step })
    index++
  }
}
