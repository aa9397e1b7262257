import { setMaxSchemaNodes } from '@polytool/core'

/**
 * Runs `run` with the schema node limit set to `limit` (`setMaxSchemaNodes`), then sets the
 * previous limit back, whatever `run` did: a test can put a small schema past the limit to see
 * what a search that stopped there answers.
 *
 * @param limit - The limit while `run` runs.
 * @param run - The code under test.
 * @returns What `run` returned.
 * @example
 * import { withSchemaNodeLimit } from '@polytool/conformance'
 *
 * const capped = withSchemaNodeLimit(3, () => 'searched with a cap of 3 nodes')
 */
export function withSchemaNodeLimit<T>(limit: number, run: () => T): T {
  const previous = setMaxSchemaNodes(limit)
  try {
    return run()
  } finally {
    setMaxSchemaNodes(previous)
  }
}
