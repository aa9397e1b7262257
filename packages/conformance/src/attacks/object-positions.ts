import { createTool, isValidationError, type StandardSchemaV1 } from '@polytool/core'
import { expect } from 'vitest'
import { isSupported, type Unsupported } from '../fixture-set'

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
  const tool = recordingTool(library, executed)
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

function recordingTool(library: string, executed: unknown[]) {
  return (inputSchema: StandardSchemaV1) =>
    createTool({
      id: `${library}-objects`,
      description: 'A tool whose input holds all-optional objects',
      inputSchema,
      execute: (input: unknown) => {
        executed.push(input)
        return 'ran'
      },
    })
}

/** The schemas of `expectArraysRefusedIn`: see `AttackFixtures` for each. */
export interface PositionFixtures {
  readonly tupleObjects: StandardSchemaV1
  readonly patternRecord: StandardSchemaV1 | Unsupported
  readonly unionObjects: StandardSchemaV1 | Unsupported
  readonly objectOrString: StandardSchemaV1 | Unsupported
}

// Per fixture: inputs refused at a path, and inputs that must still reach `execute`. A union
// branch that accepts the value's type (a string) leaves it to the validator.
const POSITIONS: Record<
  keyof PositionFixtures,
  { refused: { input: unknown; path: (string | number)[] }[]; accepted: unknown[] }
> = {
  tupleObjects: {
    refused: [
      { input: { t: [[], 'x'] }, path: ['t', 0] },
      { input: { t: [['a'], 'x'] }, path: ['t', 0] },
    ],
    accepted: [{ t: [{}, 'x'] }],
  },
  patternRecord: {
    refused: [
      { input: { r: { x1: [] } }, path: ['r', 'x1'] },
      { input: { r: { x1: {}, x2: ['a'] } }, path: ['r', 'x2'] },
    ],
    accepted: [{ r: { x1: {} } }],
  },
  unionObjects: {
    refused: [
      { input: { u: [] }, path: ['u'] },
      { input: { u: ['a'] }, path: ['u'] },
    ],
    accepted: [{ u: 'x' }, { u: {} }],
  },
  objectOrString: {
    refused: [
      { input: [], path: [] },
      { input: ['a'], path: [] },
    ],
    accepted: ['x', {}],
  },
}

/**
 * Calls tools whose inputs hold all-optional objects as a tuple's item, a pattern-keyed
 * record's value and a union's branch (below and at the root) with arrays there, and checks
 * each answer is a `ValidationError` at the right path with `execute` never called; the values
 * some branch accepts still reach `execute`. Unsupported fixtures are skipped.
 *
 * @param fixtures - The schemas, as the library builds them.
 * @param bind - Binds a schema to the library's adapter.
 * @param library - The library's name, for the tools' ids.
 * @returns Once the checks are done.
 */
export async function expectArraysRefusedIn(
  fixtures: PositionFixtures,
  bind: (schema: StandardSchemaV1) => StandardSchemaV1,
  library: string,
): Promise<void> {
  const executed: unknown[] = []
  const tool = recordingTool(library, executed)
  for (const name of Object.keys(POSITIONS) as (keyof PositionFixtures)[]) {
    const fixture = fixtures[name]
    if (!isSupported(fixture)) continue
    const bound = tool(bind(fixture))
    const { refused, accepted } = POSITIONS[name]
    for (const { input, path } of refused) {
      const result = await bound.execute(input)
      const call = `${name}: tool.execute(${JSON.stringify(input)})`
      expect(isValidationError(result), call).toBe(true)
      if (isValidationError(result)) expect(result.issues[0]?.path, call).toEqual(path)
    }
    expect(executed, `${name}: execute calls`).toEqual([])
    for (const input of accepted) {
      expect(await bound.execute(input), `${name}: tool.execute(${JSON.stringify(input)})`).toBe(
        'ran',
      )
    }
    executed.length = 0
  }
}
