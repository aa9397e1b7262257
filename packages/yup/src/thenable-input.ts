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
 * once on each of the copy's objects. A value the copy keeps as sent (a class instance, a
 * function) is read again after the check, by whatever looks for promises in Yup's output: a
 * `then` getter anywhere on its prototype chain refuses it, never called, since it may answer a
 * function to a later read. A Proxy's `get` trap is asked once too, so one that answers a `then`
 * no descriptor shows is refused; a trap that answers differently on later reads is not seen
 * through: at the root, Yup's valid value is never given to a promise (`validateUnadopted`).
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

// Whether a promise would call the value's `then`, now or when read again: a getter that throws
// counts, and so does one on a value not copied, whatever it answers. Where the descriptors show
// no getter, a read runs no code but a Proxy's `get` trap, which may answer a `then` that no
// descriptor shows: it is read too.
function hasThen(node: object): boolean {
  try {
    if (isPlainObject(node) || Array.isArray(node)) {
      return typeof (node as { then?: unknown }).then === 'function'
    }
    return thenOnChain(node) || typeof (node as { then?: unknown }).then === 'function'
  } catch {
    return true
  }
}

// Prototypes looked through at most: a chain longer than any class hierarchy (a Proxy can make
// one without end) counts as holding a `then`.
const MAX_PROTOTYPES = 100

// Whether `then` is a method or a getter where a read would find it, told by its descriptor, so
// that no getter runs.
function thenOnChain(node: object): boolean {
  let at: object | null = node
  for (let depth = 0; at !== null; depth++) {
    if (depth === MAX_PROTOTYPES) return true
    const own = Object.getOwnPropertyDescriptor(at, 'then')
    if (own !== undefined) return own.get !== undefined || typeof own.value === 'function'
    at = Object.getPrototypeOf(at)
  }
  return false
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
