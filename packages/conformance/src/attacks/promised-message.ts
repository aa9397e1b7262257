import { createTool, isValidationError, type StandardSchemaV1 } from '@polytool/core'
import { expect } from 'vitest'
import { collectUnhandledRejections } from './unhandled-rejections'

/** What the `asyncMessage` attack sends: a wrong `a`. */
export const WRONG_MESSAGE_INPUT = { a: 1 }

/** The rejection of the message functions the `asyncMessage` attack passes. */
export const MESSAGE_REJECTION = 'message function rejected: db=customers_private'

/**
 * The message functions the `asyncMessage` attack passes to the fixture: an `async` one, and a
 * plain one that returns a promise, both rejecting.
 */
export const PROMISED_MESSAGES = {
  async: async (): Promise<string> => {
    throw new Error(MESSAGE_REJECTION)
  },
  plain: (): Promise<string> => Promise.reject(new Error(MESSAGE_REJECTION)),
} as const

/**
 * Defines a tool whose schema writes the issue of a wrong `a` with a message function that
 * returns a rejecting promise, which every library calls synchronously, and checks that no call
 * gets `[object Promise]` for a message nor leaves the rejection unhandled. An `async` function
 * must be refused when the tool is created (`SCHEMA_ASYNC_IN_SYNC`); a plain one that returns a
 * promise is refused there too, or the call fails with `TOOL_INPUT_INVALID` and a message that
 * says what happened, `execute` never running.
 *
 * @param inputSchema - The schema, bound to the library's adapter.
 * @param id - The tool's id.
 * @param kind - Which message function the schema holds.
 * @returns Once the checks are done.
 */
export async function expectNoPromisedMessage(
  inputSchema: StandardSchemaV1,
  id: string,
  kind: keyof typeof PROMISED_MESSAGES,
): Promise<void> {
  let calls = 0
  const define = () =>
    createTool({
      id,
      description: 'A tool whose schema has a message function that returns a promise',
      inputSchema,
      execute: () => {
        calls++
        return 'ran'
      },
    })
  const { result, unhandled } = await collectUnhandledRejections(async () => {
    let tool: ReturnType<typeof define>
    try {
      tool = define()
    } catch (error) {
      expect((error as { code?: unknown }).code).toBe('SCHEMA_ASYNC_IN_SYNC')
      return 'refused'
    }
    if (kind === 'async') expect.fail('an async message function was not refused by createTool')
    return tool.execute(WRONG_MESSAGE_INPUT as never)
  })
  if (result !== 'refused') {
    expect(isValidationError(result) && result.code).toBe('TOOL_INPUT_INVALID')
    expect(JSON.stringify(result)).not.toContain('[object Promise]')
    expect(JSON.stringify(result)).not.toContain('customers_private')
  }
  expect(calls, 'execute calls').toBe(0)
  expect(unhandled.map(String), 'unhandled rejections').toEqual([])
}
