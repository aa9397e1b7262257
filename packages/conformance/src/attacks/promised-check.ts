import { createTool, isValidationError, type StandardSchemaV1 } from '@polytool/core'
import { expect } from 'vitest'
import { shownText } from './hostile-values'
import { recordingTool } from './recording-tool'
import { REJECTION_TEXT } from './rejecting'
import { collectUnhandledRejections } from './unhandled-rejections'

/**
 * The plain (not `async`) check the `promisedCheck` attack gives the fixture: a promise for
 * `"reject"` (rejecting with host text) and `"late"` (resolving to `false`), `true` otherwise.
 * A synchronous library takes a promise, truthy, as a pass; no walk of the schema can tell.
 *
 * @param value - The value of `a`.
 * @returns The check's answer.
 */
export function promisingCheck(value: unknown): unknown {
  if (value === 'reject') return Promise.reject(new Error(REJECTION_TEXT))
  if (value === 'late') return Promise.resolve(false)
  return true
}

/**
 * Defines a tool whose `a` is checked by `promisingCheck`, and checks that a check answered by a
 * promise never passes a value: the call fails with `TOOL_INPUT_INVALID`, without quoting the
 * rejection, `execute` never runs, and no rejection is left unhandled. A value the check passes
 * at once still reaches `execute`.
 *
 * @param inputSchema - The schema, bound to the library's adapter.
 * @returns Once the checks are done.
 */
export async function expectPromisedCheckRefused(inputSchema: StandardSchemaV1): Promise<void> {
  const { tool, received } = recordingTool(createTool, inputSchema)
  for (const a of ['reject', 'late']) {
    const { result, unhandled } = await collectUnhandledRejections(() => tool.execute({ a }))
    expect(isValidationError(result) && result.code, `the call with a: "${a}"`).toBe(
      'TOOL_INPUT_INVALID',
    )
    expect(shownText(result)).not.toContain('customers_private')
    expect(unhandled.map(String), `unhandled rejections for a: "${a}"`).toEqual([])
  }
  expect(received, 'what execute received for promised answers').toEqual([])
  expect(await tool.execute({ a: 'fine' })).toBe('ran')
  expect(received).toEqual([{ a: 'fine' }])
}
