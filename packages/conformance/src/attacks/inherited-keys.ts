import { createTool, isValidationError, type StandardSchemaV1 } from '@polytool/core'
import { expect } from 'vitest'
import { recordingTool } from './recording-tool'

/**
 * Defines a tool whose input requires `constructor` and `valueOf`, of a type that takes any
 * value, and checks that `{}` (which inherits both from Object.prototype) fails at both keys
 * with `execute` never called, and that the keys, sent, reach `execute` as sent, in a plain
 * object.
 *
 * @param inputSchema - The schema, bound to the library's adapter.
 * @returns Once the checks are done.
 */
export async function expectInheritedKeysMissing(inputSchema: StandardSchemaV1): Promise<void> {
  const { tool, received } = recordingTool(createTool, inputSchema)
  const refused = await tool.execute(JSON.parse('{}') as never)
  expect(isValidationError(refused), 'a ValidationError for {}').toBe(true)
  const paths = isValidationError(refused) ? refused.issues.map((issue) => issue.path) : []
  expect(paths, 'the issues of {}').toEqual(expect.arrayContaining([['constructor'], ['valueOf']]))
  expect(received, 'what execute received for {}').toEqual([])
  const sent = JSON.parse('{"constructor":"c","valueOf":1}')
  expect(await tool.execute(sent as never)).toBe('ran')
  expect(received).toEqual([sent])
  expect(Object.getPrototypeOf(received[0])).toBe(Object.prototype)
}
