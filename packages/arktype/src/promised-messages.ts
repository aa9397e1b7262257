import { handlingPromisesMadeBy, ignoreRejection, type StandardSchemaV1 } from '@polytool/core'

/**
 * What an issue says when writing its text made a promise: a `message`, `expected`, `actual` or
 * `problem` function of the type (or of its scope) returned one, which ArkType would write into
 * the text as `[object Promise]`.
 */
export const PROMISED_TEXT_MESSAGE =
  'Invalid value (the schema gave this issue a promise, not a message: one of its message functions returned one)'

/**
 * ArkType's issues, whose text is written when it is read: ArkType calls the type's message
 * functions then, synchronously. Each issue's text is read under promise hooks
 * (`promisesMadeBy`), so every promise a function returns, for any issue, gets a rejection
 * handler and never ends the process as an unhandled rejection; a text whose writing made a
 * promise, or that is one, is `PROMISED_TEXT_MESSAGE`. Texts are read when core reads them (the
 * first `maxIssues`), not before; on a runtime without promise hooks, only a text that is a
 * promise is replaced (and handled).
 *
 * @param result - ArkType's result.
 * @returns The result, its issues read that way.
 */
export function guardingMessages(
  result: StandardSchemaV1.Result<unknown>,
): StandardSchemaV1.Result<unknown> {
  const { issues } = result
  if (issues === undefined) return result
  const guarded: StandardSchemaV1.Issue[] = []
  for (const issue of issues) guarded.push(new GuardedIssue(issue))
  return { issues: guarded }
}

class GuardedIssue implements StandardSchemaV1.Issue {
  readonly path: StandardSchemaV1.Issue['path']
  private text: string | undefined

  constructor(private readonly issue: StandardSchemaV1.Issue) {
    this.path = issue.path
  }

  get message(): string {
    this.text ??= textOf(this.issue)
    return this.text
  }
}

function textOf(issue: StandardSchemaV1.Issue): string {
  const { result, made } = handlingPromisesMadeBy(() => issue.message as unknown)
  if (isThenable(result)) {
    ignoreRejection(Promise.resolve(result))
    return PROMISED_TEXT_MESSAGE
  }
  return made === undefined || made.length === 0 ? String(result) : PROMISED_TEXT_MESSAGE
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  )
}
