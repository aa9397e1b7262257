import type { StandardSchemaV1 } from '@polytool/core'

/** What an input value with a `then` method becomes, at its path. */
export const THENABLE_INPUT_MESSAGE =
  'Expected a JSON value, received an object with a then() method: no JSON value has one'

// A value of the input, linked to its parent: a path is built only for the one refused.
interface Step {
  readonly node: unknown
  readonly key: PropertyKey | undefined
  readonly parent: Step | undefined
}

/**
 * The issue for an input that holds a value a promise would take for one of its own: an object
 * (or function) whose `then` is a function, at the root or below it. Yup's `validate` hands its
 * valid value to a promise's `resolve`, which calls a root's `then` and answers whatever it
 * gives, never validated (an array, a string, an amount past `max()`); below the root, core
 * awaits what a transform may have left, and `execute` got the object with its `then`. A
 * model's JSON has no functions, so only a caller in the same process can send one: it is
 * refused before Yup sees it. The walk goes through the arrays and plain objects of the copy Yup
 * is given (read once, so their keys are data), each once: linear in the input. `then` is read
 * once on each value; a getter that throws refuses the input too. A getter that answers a
 * function only when read again is not seen here: the root is validated so that no promise
 * takes it (`validateUnadopted`), and below the root core refuses a promise it finds.
 *
 * @param value - The input, as Yup will be given it (read once).
 * @returns The issue, at the first such value's path, or `undefined` when there is none.
 */
export function thenableInputIssue(value: unknown): StandardSchemaV1.Issue | undefined {
  const seen = new Set<object>()
  const pending: Step[] = [{ node: value, key: undefined, parent: undefined }]
  for (let step = pending.pop(); step !== undefined; step = pending.pop()) {
    const { node } = step
    if ((typeof node !== 'object' || node === null) && typeof node !== 'function') continue
    if (seen.has(node)) continue
    seen.add(node)
    if (hasThen(node)) return { message: THENABLE_INPUT_MESSAGE, path: pathOf(step) }
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) {
        pending.push({ node: node[index], key: index, parent: step })
      }
    } else if (isPlainObject(node)) {
      for (const key of Object.keys(node)) {
        pending.push({ node: (node as Record<string, unknown>)[key], key, parent: step })
      }
    }
  }
  return undefined
}

// Whether a promise would call the value's `then`: read once; a getter that throws counts.
function hasThen(node: object): boolean {
  try {
    return typeof (node as { then?: unknown }).then === 'function'
  } catch {
    return true
  }
}

// The copy's own objects: their prototype is `null` or `Object.prototype`.
function isPlainObject(node: object): boolean {
  const prototype = Object.getPrototypeOf(node)
  return prototype === null || prototype === Object.prototype
}

function pathOf(step: Step): PropertyKey[] {
  const path: PropertyKey[] = []
  for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) path.push(at.key)
  return path.reverse()
}
