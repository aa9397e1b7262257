import { createTool, isValidationError, type StandardSchemaV1 } from '@polytool/core'
import { expect } from 'vitest'
import { shownText } from './hostile-values'
import { collectUnhandledRejections } from './unhandled-rejections'

/** What the rejecting check rejects with: host text that must not reach the model. */
export const REJECTION_TEXT = 'connect ECONNREFUSED 10.9.8.7:5432 db=customers_private'

/**
 * Calls a tool whose input check or transform rejects asynchronously, and checks the answer is
 * a `ValidationError` that does not quote the rejection, that `execute` never ran, and that no
 * promise was left to reject unhandled (Zod's own `~standard.validate` leaves one, and so does a
 * synchronous library that drops its output, promise included, when another key fails).
 *
 * @param inputSchema - The rejecting schema, bound to the library's adapter.
 * @param id - The tool's id.
 * @param input - The tool's input (default `{ a: 'x' }`).
 * @returns Once the checks are done.
 */
export async function expectRejectionRefused(
  inputSchema: StandardSchemaV1,
  id: string,
  input: Record<string, unknown> = { a: 'x' },
): Promise<void> {
  let calls = 0
  const tool = createTool({
    id,
    description: 'A tool whose input check rejects',
    inputSchema,
    execute: () => {
      calls++
      return 'ran'
    },
  })
  const { result, unhandled } = await collectUnhandledRejections(() => tool.execute(input))
  expect(isValidationError(result) && result.code).toBe('TOOL_INPUT_INVALID')
  expect(shownText(result)).not.toContain('customers_private')
  expect(calls, 'execute calls').toBe(0)
  expect(unhandled.map(String), 'unhandled rejections').toEqual([])
}
