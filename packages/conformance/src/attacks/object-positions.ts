import { createTool, isValidationError, type StandardSchemaV1 } from '@polytool/core'
import { expect } from 'vitest'

// Arrays and other non-objects where an all-optional object belongs, and the issue path each
// must be refused at. Some libraries take an array for such an object: Valibot builds an object
// from it, ArkType passes the array itself on to `execute`.
const NESTED: readonly { input: unknown; path: (string | number)[] }[] = [
  { input: { opts: [] }, path: ['opts'] },
  { input: { opts: ['a'] }, path: ['opts'] },
  { input: { list: [{}, []] }, path: ['list', 1] },
  { input: { opts: 'x' }, path: ['opts'] },
]

/**
 * Calls tools whose inputs hold all-optional objects with arrays where those objects belong
 * (in a property, as an array's item, as a nullable root), and checks each answer is a
 * `ValidationError` at the right path with `execute` never called; `null` and objects still
 * reach `execute`.
 *
 * @param optionalObjects - `{ opts?: { a?: string }, list?: { a?: string }[] }`, bound.
 * @param nullableObject - `{ a?: string } | null`, bound.
 * @param library - The library's name, for the tools' ids.
 * @returns Once the checks are done.
 */
export async function expectArraysRefused(
  optionalObjects: StandardSchemaV1,
  nullableObject: StandardSchemaV1,
  library: string,
): Promise<void> {
  const executed: unknown[] = []
  const tool = (inputSchema: StandardSchemaV1) =>
    createTool({
      id: `${library}-objects`,
      description: 'A tool whose input holds all-optional objects',
      inputSchema,
      execute: (input: unknown) => {
        executed.push(input)
        return 'ran'
      },
    })
  const nested = tool(optionalObjects)
  for (const { input, path } of NESTED) {
    const result = await nested.execute(input)
    expect(isValidationError(result), `tool.execute(${JSON.stringify(input)})`).toBe(true)
    if (isValidationError(result)) expect(result.issues[0]?.path).toEqual(path)
  }
  const nullable = tool(nullableObject)
  for (const input of [[], ['a'], 'x']) {
    const result = await nullable.execute(input)
    expect(isValidationError(result), `nullable root: tool.execute(${JSON.stringify(input)})`).toBe(
      true,
    )
  }
  expect(executed, 'execute calls').toEqual([])
  expect(await nested.execute({ opts: {}, list: [{}] })).toBe('ran')
  expect(await nullable.execute(null)).toBe('ran')
}
