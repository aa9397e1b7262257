import { handlePromisesIn, walkSchema } from '@polytool/core'
import { pushValibotParts } from './walk-fields'

const answers = new WeakMap<object, boolean>()

/** The part of a Valibot issue the search reads: a union's issue holds its options' issues. */
interface Issue {
  readonly message?: unknown
  readonly issues?: readonly unknown[]
}

/**
 * Whether a Valibot schema writes a message with a function of the user's, which Valibot calls
 * synchronously and whose promise it keeps as the message. Computed once per schema by walking
 * it (`walkSchema`, capped: a larger schema, or one that cannot be read, is taken as one that
 * does).
 *
 * @param schema - A Valibot schema.
 * @returns `false` only when no message of the schema is a function.
 */
export function writesMessages(schema: object): boolean {
  let answer = answers.get(schema)
  if (answer === undefined) {
    const found = walkSchema(schema, {
      visit: (node: { message?: unknown }) => typeof node.message === 'function' || undefined,
      children: pushValibotParts,
    })
    answer = found.kind !== 'none'
    answers.set(schema, answer)
  }
  return answer
}

/**
 * Gives a rejection handler to every message that is a promise in the issues a union keeps of
 * its options (`issue.issues`, nested), which core does not read: core handles the messages of
 * the issues themselves. Each issue once, linear in their number.
 *
 * @param issues - The issues of a failed validation.
 */
export function handleNestedMessages(issues: readonly unknown[] | undefined): void {
  const pending: unknown[] = []
  for (const issue of issues ?? []) pending.push(...((issue as Issue).issues ?? []))
  for (let issue = pending.pop(); issue !== undefined; issue = pending.pop()) {
    const { message, issues: nested } = issue as Issue
    handlePromisesIn(message)
    if (Array.isArray(nested)) for (const inner of nested) pending.push(inner)
  }
}
