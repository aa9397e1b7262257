import type { StandardSchemaV1 } from '@polytool/core'

/** What an input whose root has a `then` method becomes, at the root. */
export const THENABLE_INPUT_MESSAGE =
  'Expected a JSON value, received an object with a then() method: no JSON value has one'

/**
 * The issue for an input that a promise would take for one of its own: an object (or function)
 * whose `then` is a function. Yup's `validate` hands its valid value to a promise's `resolve`,
 * which calls that `then` and answers whatever it gives, never validated (an array, a string,
 * an amount past `max()`). A model's JSON has no functions, so only a caller in the same process
 * can send it: it is refused before Yup sees it. `then` is read once, on the copy Yup is given;
 * a getter that throws refuses the input too.
 *
 * @param value - The input, as Yup will be given it (read once).
 * @returns The issue, or `undefined` when no promise would take the value for a thenable.
 */
export function thenableInputIssue(value: unknown): StandardSchemaV1.Issue | undefined {
  if ((typeof value !== 'object' || value === null) && typeof value !== 'function') return
  let then: unknown
  try {
    then = (value as { then?: unknown }).then
  } catch {
    return { message: THENABLE_INPUT_MESSAGE, path: [] }
  }
  return typeof then === 'function' ? { message: THENABLE_INPUT_MESSAGE, path: [] } : undefined
}
