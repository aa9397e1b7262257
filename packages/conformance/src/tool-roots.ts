import { createTool, isValidationError, type JsonSchemaAdapter } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import type { CaseName } from './cases'
import { bound } from './checks/emit'
import { type FixtureSet, isSupported } from './fixture-set'
import { isPending } from './pending'

// Objects whose keys are all optional or defaulted: where some libraries take an array.
const OBJECT_CASES: readonly CaseName[] = ['nullish', 'withDefault', 'emptyObject', 'record']

// What a model or a careless caller sends where an object belongs: one of each other JSON type.
const NOT_OBJECTS: readonly unknown[] = [[], 'x', null, 1, true]

/**
 * Registers, for each all-optional or defaulted object case of a library's fixtures, a test
 * that `tool.execute` with an array, a string, `null`, a number and a boolean answers a
 * `ValidationError` and never calls `execute`. `describeConformance` runs it for every library.
 *
 * @param fixtures - The library's fixtures module, one schema per kit case.
 * @param adapter - The library's adapter; each schema's own `~standard.jsonSchema` without one.
 * @returns Nothing: the tests are registered in the current vitest suite.
 * @example
 * ```ts fragment
 * import { type FixtureSet } from '@polytool/conformance'
 * import { describeToolRoots } from '@polytool/conformance'
 *
 * declare const fixtures: import('@polytool/conformance').FixtureSet
 * declare const mylibAdapter: import('@polytool/core').JsonSchemaAdapter
 *
 * // fixtures: `import * as fixtures from './test-fixtures/conformance'`
 * describeToolRoots(fixtures, mylibAdapter)
 * ```
 */
export function describeToolRoots(fixtures: FixtureSet, adapter?: JsonSchemaAdapter): void {
  describe('tool input roots', () => {
    const unwritten = OBJECT_CASES.filter(
      (caseName) => !isSupported(fixtures[caseName]) || isPending(fixtures[caseName]),
    )
    // A suite with no test fails in vitest: a new adapter's, whose cases are all pending, says why.
    if (unwritten.length === OBJECT_CASES.length) {
      it(`not checked until one of ${OBJECT_CASES.join(', ')} is written`, () => {
        for (const caseName of unwritten) {
          const fixture = fixtures[caseName]
          // A placeholder written for this very case, or a stated reason the library lacks it.
          if (isPending(fixture)) expect(fixture.pending).toBe(caseName)
          else
            expect((fixture as { unsupported?: unknown }).unsupported).toEqual(expect.any(String))
        }
      })
    }
    for (const caseName of OBJECT_CASES) {
      const fixture = fixtures[caseName]
      if (!isSupported(fixture) || isPending(fixture)) continue
      it(`${caseName}: tool.execute refuses every non-object before execute`, async () => {
        let calls = 0
        const tool = createTool({
          id: `roots-${caseName}`,
          description: 'An object-rooted input',
          inputSchema: bound(fixture, adapter),
          execute: () => {
            calls++
            return 'ran'
          },
        })
        for (const value of NOT_OBJECTS) {
          const result = await tool.execute?.(value as never, {})
          expect(isValidationError(result), `tool.execute(${JSON.stringify(value)})`).toBe(true)
          expect(result).toMatchObject({ code: 'TOOL_INPUT_INVALID' })
        }
        expect(calls, 'execute calls').toBe(0)
      })
    }
  })
}
