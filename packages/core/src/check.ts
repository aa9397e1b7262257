import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { ToolIssue } from './issues'
import { type MaybePromise, whenReady } from './maybe-promise'
import { looksSecret, REDACTED, redactSecrets } from './secrets'
import { validateWith } from './validate'
import {
  createValidationError,
  type ValidationError,
  type ValidationKind,
} from './validation-error'

/** A value that passed its schema, or the `ValidationError` to return instead. */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: ValidationError }

/** Validates one value of a tool call; no schema means nothing to check. */
export function checkValue<T>(
  kind: ValidationKind,
  toolId: string,
  schema: StandardSchemaV1 | undefined,
  value: T,
): MaybePromise<Checked<T>> {
  if (schema === undefined) return { ok: true, value }
  return whenReady(validateWith(schema, value), (result): Checked<T> => {
    if (result.ok) return { ok: true, value: result.value as T }
    const issues = result.issues.map((issue) => redactIssue(issue, value))
    return { ok: false, error: createValidationError(kind, toolId, issues, value) }
  })
}

// Some libraries quote the received value in their message (ArkType quotes the parent object):
// secrets inside it, and any value under a secret-looking key, must not reach a log or a model.
function redactIssue(issue: ToolIssue, root: unknown): ToolIssue {
  const redacted = redactSecrets(issue.message)
  if (!issue.path.some(looksSecret)) {
    return redacted === issue.message ? issue : { path: issue.path, message: redacted }
  }
  let message = redacted.replace(
    /\b(received|but got|got|was)\b\s{0,8}:?\s{0,8}("[^"]{0,512}"|'[^']{0,512}'|[^\s,)]{1,512})/gi,
    `$1 ${REDACTED}`,
  )
  const secret = readPath(root, issue.path)
  if ((typeof secret === 'string' && secret.length > 0) || typeof secret === 'number') {
    message = message.split(String(secret)).join(REDACTED)
  }
  return { path: issue.path, message }
}

function readPath(root: unknown, path: readonly (string | number)[]): unknown {
  let node = root
  for (const key of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined
    node = (node as Record<string | number, unknown>)[key]
  }
  return node
}
