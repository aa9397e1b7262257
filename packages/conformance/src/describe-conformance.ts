import type { JsonSchemaAdapter, StandardSchemaV1 } from '@polytool/core'
import { describe, expect, it, type TaskMeta } from 'vitest'
import { metaSchemaErrors } from './ajv'
import type { ConformanceCase, IssuePath } from './case'
import { type CaseName, conformanceCases } from './cases'
import {
  type CaseContext,
  caseContext,
  caseGapVerdict,
  type DriftRun,
  emittedSchema,
  kitValidator,
  warningsOf,
} from './checks/case-context'
import { driftValues, outputDrift } from './checks/drift'
import { atPointer, bound, type Emitted } from './checks/emit'
import type { GapDeclaration } from './checks/gaps'
import { copyOf, show } from './checks/same-value'
import { issuePathProblems, verdictProblems } from './checks/verdicts'
import { type FixtureSet, isSupported } from './fixture-set'
import type { ConformanceMeta } from './meta'
import { isNotImplemented } from './not-implemented'

/** How to run the kit against one library. */
export interface ConformanceOptions {
  /** The library's adapter; without one, each schema's own `~standard.jsonSchema` is used. */
  adapter?: JsonSchemaAdapter
  /**
   * Cases whose JSON Schema cannot say exactly what the validator checks, with the reason. The
   * kit then checks that the adapter itself reports the loss (a warning with its path and code,
   * refused by default with `UnrepresentableSchemaError`) instead of checking for no drift.
   */
  lossy?: { readonly [K in CaseName]?: string }
  /**
   * Cases whose validator accepts more than its JSON Schema says, and nothing less, with the
   * reason: harmless to a model, which is told less than the tool accepts. The kit checks that
   * every disagreement goes that way. A validator stricter than its schema must be `lossy`.
   */
  looser?: { readonly [K in CaseName]?: string }
  /**
   * Cases where the library reports issues at other paths than the case expects, with the
   * reason and, for each invalid sample in order, the paths it reports instead.
   */
  issuePaths?: { readonly [K in CaseName]?: DeclaredIssuePaths }
  /** Generated values per case for the drift check (default 1,000). */
  runs?: number
  /** The fast-check seed, fixed so runs and snapshots are reproducible. */
  seed?: number
}

/** Issue paths a library reports instead of the case's, and why. */
export interface DeclaredIssuePaths {
  readonly reason: string
  /** For each invalid sample, in order, the distinct paths the library reports. */
  readonly paths: readonly (readonly IssuePath[])[]
}

const DEFAULT_RUNS = 1_000
const DEFAULT_SEED = 20_250_101

/**
 * Registers one vitest suite that runs every logical case against a library's fixtures: the
 * validator's verdicts, normalised issue paths, draft 2020-12 validity of the emitted input and
 * output schemas, no drift against Ajv on samples and generated values, and snapshots.
 *
 * @param name - the library's name, the column of the matrix
 * @param fixtures - one schema (or `unsupported(...)`) per logical case
 * @param options - the adapter, and the cases the library is known to differ on
 *
 * @docCheckSetup
 * declare const fixtures: import('@polytool/conformance').FixtureSet
 * @example
 * import { describeConformance, type FixtureSet } from '@polytool/conformance'
 * import { zodAdapter } from '@polytool/zod'
 *
 * // fixtures: `import * as fixtures from './test-fixtures/conformance'`, the module
 * // src/test-fixtures/conformance.ts that `pnpm new-adapter` writes
 * describeConformance('zod', fixtures satisfies FixtureSet, {
 *   adapter: zodAdapter,
 *   lossy: { date: 'JSON Schema has no Date type' },
 * })
 */
export function describeConformance(
  name: string,
  fixtures: FixtureSet,
  options: ConformanceOptions = {},
): void {
  describe(`conformance: ${name}`, () => {
    for (const caseName of Object.keys(conformanceCases) as CaseName[]) {
      describe(caseName, () => registerCase(name, caseName, fixtures, options))
    }
  })
}

function registerCase(
  library: string,
  caseName: CaseName,
  fixtures: FixtureSet,
  options: ConformanceOptions,
): void {
  const kase: ConformanceCase = conformanceCases[caseName]
  const fixture = fixtures[caseName]
  const lossy = options.lossy?.[caseName]
  const looser = options.looser?.[caseName]
  const declaredPaths = options.issuePaths?.[caseName]
  const meta = (check: string): ConformanceMeta => ({
    library,
    case: caseName,
    check,
    ...(lossy === undefined ? {} : { lossy }),
    ...(looser === undefined ? {} : { looser }),
    ...(declaredPaths === undefined ? {} : { issuePaths: declaredPaths.reason }),
  })
  const test = (check: string, body: () => unknown) =>
    it(check, ({ task }: { task: { meta: TaskMeta } }) => {
      task.meta.conformance = meta(check)
      return body()
    })

  if (!isSupported(fixture)) {
    it('unsupported', ({ task }: { task: { meta: TaskMeta } }) => {
      task.meta.conformance = { ...meta('unsupported'), unsupported: fixture.unsupported }
      expect(fixture.unsupported.trim()).not.toBe('')
    })
    return
  }

  if (isNotImplemented(fixture)) {
    test('not implemented', () => {
      throw new Error(
        `not implemented: export \`${caseName}\` from your fixtures module, built as ${kase.title}`,
      )
    })
    return
  }

  const schema = bound(fixture, options.adapter)
  const context = lazyContext(schema)

  test('verdicts', async () => expect(await verdictProblems(schema, kase)).toEqual([]))
  test('issue paths', async () =>
    expect(await issuePathProblems(schema, kase, declaredPaths?.paths)).toEqual([]))
  test('draft 2020-12 meta-schema', () => {
    const { input, output } = context()
    expect(metaProblems(input, 'input')).toEqual([])
    expect(metaProblems(output, 'output')).toEqual([])
  })
  if (kase.keywords !== undefined) {
    const keywords = kase.keywords
    test('keywords', () => {
      const input = emittedSchema(context().input)
      for (const { pointer, keyword, value } of keywords) {
        expect(
          atPointer(input, `${pointer}/${keyword}`),
          `${keyword} at ${pointer || '(root)'}`,
        ).toEqual(value)
      }
    })
  }
  test('snapshot', () => {
    const { input, output } = context()
    expect({ input, output }).toMatchSnapshot()
  })

  const gapTest = (check: string, declared: GapDeclaration) =>
    it(check, async ({ task }: { task: { meta: TaskMeta } }) => {
      task.meta.conformance = meta(check)
      const verdict = await caseGapVerdict(schema, kase, context(), declared, driftRun(options))
      task.meta.conformance = {
        ...meta(check),
        ...(verdict.directions.length > 0 ? { directions: verdict.directions } : {}),
        ...(verdict.utf16Directions.length > 0 ? { utf16: verdict.utf16Directions } : {}),
        ...lossSides(context()),
      }
      expect(verdict.problems.join('\n')).toBe('')
      if (declared.kind === 'none') {
        expect(verdict.accepted, 'values the library accepts').toBeGreaterThan(0)
        expect(verdict.rejected, 'values the library rejects').toBeGreaterThan(0)
      }
    })

  if (lossy !== undefined) {
    gapTest('declared gap is reported and has a direction', { kind: 'lossy', reason: lossy })
    return
  }
  test('no loss reported', () => {
    const { input, output } = context()
    expect(warningsOf(input)).toEqual([])
    expect(warningsOf(output)).toEqual([])
  })
  gapTest(
    'no drift (input)',
    looser === undefined ? { kind: 'none' } : { kind: 'looser', reason: looser },
  )
  test('no drift (output)', async () => {
    const { inputSide, outputSide } = context()
    const run = driftRun(options)
    // Values the input schema rejects are the gap check's; here the output of the others counts.
    const values = driftValues(kase, run.runs, run.seed, inputSide.schema).filter(
      (value) => inputSide.judge(copyOf(value)).ok,
    )
    expect((await outputDrift(schema, outputSide.judge, values)).slice(0, 5).join('\n')).toBe('')
  })
}

const ajv = kitValidator()

// Emitting and compiling once per case, on first use, keeps registration cheap.
function lazyContext(schema: StandardSchemaV1): () => CaseContext {
  let context: CaseContext | undefined
  return () => {
    context ??= caseContext(schema)
    return context
  }
}

function metaProblems(emitted: Emitted, io: string): string[] {
  if ('error' in emitted) return [`${io}: ${emitted.error}`]
  return metaSchemaErrors(ajv, emitted.schema).map(
    (line) => `${io} ${line} in ${show(emitted.schema)}`,
  )
}

function driftRun(options: ConformanceOptions): DriftRun {
  return { runs: options.runs ?? DEFAULT_RUNS, seed: options.seed ?? DEFAULT_SEED }
}

// Which sides the adapter reported losses on: an output-only loss shows no input drift.
function lossSides(context: CaseContext): { lossSides?: ('input' | 'output')[] } {
  const sides = (['input', 'output'] as const).filter((io) => warningsOf(context[io]).length > 0)
  return sides.length === 0 ? {} : { lossSides: sides }
}
