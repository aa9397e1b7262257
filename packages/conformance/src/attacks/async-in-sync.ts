import { createTool, isValidationError, type StandardSchemaV1 } from '@polytool/core'
import { expect } from 'vitest'
import { collectUnhandledRejections } from './unhandled-rejections'

/** What the `asyncCheckInSyncPart` attack sends: a record with one key. */
export const ASYNC_CHECK_INPUT = { a: { x: 'x' } }

/**
 * Defines a tool whose schema holds an async check, refusing every value, in a part the library
 * runs synchronously, and checks it never accepts a value because of it: `createTool` throws an
 * `AsyncInSyncError` (`SCHEMA_ASYNC_IN_SYNC`), or, where the library hides the function from
 * the schema, the call fails with `TOOL_INPUT_INVALID` and `execute` never runs.
 *
 * @param inputSchema - The schema, bound to the library's adapter.
 * @param id - The tool's id.
 * @returns Once the checks are done.
 */
export async function expectAsyncCheckRefused(
  inputSchema: StandardSchemaV1,
  id: string,
): Promise<void> {
  let calls = 0
  const define = () =>
    createTool({
      id,
      description: 'A tool whose check is async where its library is synchronous',
      inputSchema,
      execute: () => {
        calls++
        return 'ran'
      },
    })
  let tool: ReturnType<typeof define>
  try {
    tool = define()
  } catch (error) {
    expect((error as { code?: unknown }).code).toBe('SCHEMA_ASYNC_IN_SYNC')
    return
  }
  const { result, unhandled } = await collectUnhandledRejections(() =>
    tool.execute(ASYNC_CHECK_INPUT as never),
  )
  expect(isValidationError(result) && result.code).toBe('TOOL_INPUT_INVALID')
  expect(calls, 'execute calls').toBe(0)
  expect(unhandled.map(String), 'unhandled rejections').toEqual([])
}

/**
 * Calls a tool whose schema gives `a`, missing from the input, a value from a function that
 * returns a promise (a default, a fallback), and checks `execute` never receives a promise or
 * thenable anywhere in its input: `createTool` refuses the schema (`SCHEMA_ASYNC_IN_SYNC`), the
 * call fails, or the value was awaited. No rejection is left unhandled either way.
 *
 * @param inputSchema - The schema, bound to the library's adapter.
 * @param id - The tool's id.
 * @returns Once the checks are done.
 */
export async function expectNoPromisedValue(
  inputSchema: StandardSchemaV1,
  id: string,
): Promise<void> {
  const received: unknown[] = []
  const define = () =>
    createTool({
      id,
      description: 'A tool whose schema has a default that is a promise',
      inputSchema,
      execute: (input) => {
        received.push(input)
        return 'ran'
      },
    })
  const { unhandled } = await collectUnhandledRejections(async () => {
    let tool: ReturnType<typeof define>
    try {
      tool = define()
    } catch (error) {
      expect((error as { code?: unknown }).code).toBe('SCHEMA_ASYNC_IN_SYNC')
      return undefined
    }
    const called = await tool.execute({} as never)
    if (received.length === 0) expect(isValidationError(called)).toBe(true)
    return called
  })
  for (const input of received)
    expect(holdsThenable(input), 'a promise reached execute').toBe(false)
  expect(unhandled.map(String), 'unhandled rejections').toEqual([])
}

function holdsThenable(value: unknown): boolean {
  const pending = [value]
  const seen = new Set<unknown>()
  while (pending.length > 0) {
    const node = pending.pop()
    if (typeof node !== 'object' || node === null || seen.has(node)) continue
    seen.add(node)
    if (typeof (node as { then?: unknown }).then === 'function') return true
    pending.push(...Object.values(node))
  }
  return false
}
