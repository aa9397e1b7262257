import { excerpt } from '@polytool/core'
import { JsonSchemaError, ProviderSchemaError } from './errors'
import { isStackOverflow } from './guard-stack'
import { SchemaLimitError } from './limit-error'
import { UnsupportedPatternError } from './safe-pattern'

/** How much of what a schema threw while it was read is repeated in our message. */
const THROWN_EXCERPT = 200

/**
 * Runs a step that reads a caller's schema. Our own errors pass through; anything else was
 * thrown by the schema itself (a getter, a Proxy trap) and becomes a `JsonSchemaError` whose
 * message holds only a redacted excerpt of what it threw: the raw text may carry secrets.
 */
export function readingSchema<T>(step: () => T): T {
  try {
    return step()
  } catch (error) {
    if (isOwnError(error)) throw error
    throw new JsonSchemaError(
      '',
      `Expected a JSON Schema of plain data, but reading it threw (a getter or a Proxy trap): ${excerpt(thrownText(error), THROWN_EXCERPT)}`,
    )
  }
}

function isOwnError(error: unknown): boolean {
  try {
    return (
      error instanceof SchemaLimitError ||
      error instanceof JsonSchemaError ||
      error instanceof ProviderSchemaError ||
      error instanceof UnsupportedPatternError ||
      isStackOverflow(error)
    )
  } catch {
    // A Proxy thrown with a throwing getPrototypeOf trap.
    return false
  }
}

/** What was thrown, as text, without trusting it: reading it may throw again. */
export function thrownText(error: unknown): string {
  try {
    return error instanceof Error ? String(error.message) : String(error)
  } catch {
    return 'a thrown value that cannot be read'
  }
}
