import { SchemaLimitError } from './limit-error'

/**
 * Runs a step that recurses over a schema; a stack overflow (possible only when `maxDepth` was
 * raised beyond what the runtime's stack holds) becomes a `MAX_DEPTH` `SchemaLimitError`.
 */
export function guardStack<T>(maxDepth: number, step: () => T): T {
  try {
    return step()
  } catch (error) {
    if (isStackOverflow(error)) {
      throw new SchemaLimitError(
        'MAX_DEPTH',
        maxDepth,
        '',
        `the schema nests deeper than this runtime's stack allows; lower limits.maxDepth (now ${maxDepth})`,
      )
    }
    throw error
  }
}

/** Whether an error is the runtime running out of stack (not another `RangeError`). */
export function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message)
}
