import { handlePromisesIn, handlingPromisesMadeBy } from '@polytool/core'

/** The part of a Valibot issue the search reads: a union's issue holds its options' issues. */
interface Issue {
  readonly message?: unknown
  readonly issues?: readonly unknown[]
}

/**
 * Runs a synchronous Valibot validation and gives a rejection handler to every promise made
 * while it ran (through core's `promisesMadeBy`, on Node): a message function that returned
 * one, which Valibot kept as the message of an issue it then dropped (an option of a union
 * that another option passed, a schema under a `v.fallback()`). No walk of the schema can tell
 * whether it has such a function: `v.message()` and `v.config()` keep theirs in a closure, and
 * Valibot's global messages (`v.setGlobalMessage()`, `v.setGlobalConfig()`) sit outside the
 * schema, so every validation of a schema that may drop an issue (`mayDropIssues`) is watched. A handler changes nothing for a promise someone else
 * awaits (an async transform's, which the output holds). Where the runtime has no promise
 * hooks, and in the steps of an async schema after its first `await`, a dropped promise is not
 * seen: that is the limit.
 *
 * @param validate - The validation to watch.
 * @returns What it returned.
 */
export function handlingDroppedMessages<T>(validate: () => T): T {
  return handlingPromisesMadeBy(validate).result
}

/**
 * Gives a rejection handler to every message that is a promise in the issues a union keeps of
 * its options (`issue.issues`, nested), which core does not read: core handles the messages of
 * the issues themselves. Each issue once, linear in their number. Asked after every failed
 * validation, for the reasons `handlingDroppedMessages` gives.
 *
 * @param issues - The issues of a failed validation.
 */
export function handleNestedMessages(issues: readonly unknown[] | undefined): void {
  if (issues === undefined) return
  const pending: unknown[] = []
  for (const issue of issues) pending.push(...((issue as Issue).issues ?? []))
  for (let issue = pending.pop(); issue !== undefined; issue = pending.pop()) {
    const { message, issues: nested } = issue as Issue
    handlePromisesIn(message)
    if (Array.isArray(nested)) for (const inner of nested) pending.push(inner)
  }
}
