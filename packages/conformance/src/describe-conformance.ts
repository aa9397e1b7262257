import type { JsonSchemaAdapter, JsonSchemaTarget } from '@polytool/core'
import { describe, expect, it, type TaskMeta } from 'vitest'
import { metaSchemaErrors } from './ajv'
import type { ConformanceCase, IssuePath } from './case'
import { type CaseName, conformanceCases } from './cases'
import {
  type CaseContext,
  caseContext,
  caseValues,
  type DriftRun,
  emittedSchema,
  kitValidator,
  warningsOf,
} from './checks/case-context'
import type { CaseGaps, LooserGap, LossyGap } from './checks/declared-gaps'
import { driftProblems } from './checks/drift-problems'
import { atPointer, bound, type Emitted, refusesLoss } from './checks/emit'
import { lossProblems } from './checks/gaps'
import { isReferenceNodeLimit, MAX_REFERENCE_NODE_LIMIT } from './checks/reference-limits'
import { referenceProblems, type UnlikeReference } from './checks/reference-problems'
import { referenceReadings } from './checks/reference-readings'
import { show } from './checks/same-value'
import { requireSnapshot } from './checks/snapshot-guard'
import { issuePathProblems, verdictProblems } from './checks/verdicts'
import { type FixtureSet, isSupported } from './fixture-set'
import type { ConformanceMeta } from './meta'
import { isPending } from './pending'
import { describeToolRoots } from './tool-roots'

/** How to run the kit against one library. */
export interface ConformanceOptions {
  /** The library's adapter; without one, each schema's own `~standard.jsonSchema` is used. */
  adapter?: JsonSchemaAdapter
  /**
   * Cases whose JSON Schema cannot say exactly what the validator checks: the loss's code,
   * the JSON pointer where it shows, its side and direction, and the reason. The kit checks
   * that the adapter itself reports it (a warning with its path and code, refused by default
   * with `UnrepresentableSchemaError`), and still judges everything else in the case.
   */
  lossy?: { readonly [K in CaseName]?: LossyGap }
  /**
   * Cases whose validator accepts more than its JSON Schema says, and nothing less: the
   * keyword and JSON pointer it is looser than, and the reason. Harmless to a model, which is
   * told less than the tool accepts. Everything else in the case is still judged; a validator
   * stricter than its schema must be `lossy`.
   */
  looser?: { readonly [K in CaseName]?: LooserGap }
  /**
   * Cases whose emitted schema means to state other assertions than the case's reference
   * schema, because the library checks what its schema says and not what the case says (a
   * stricter `uuid` pattern): each keyword, its JSON pointer, whether it is lost, added or
   * changed, the side and target (both sides and every target by default), and the reason.
   * Every other keyword, on every side and target, must be the reference's, no more and no less.
   */
  unlikeReference?: { readonly [K in CaseName]?: readonly UnlikeReference[] }
  /**
   * The library drops unknown keys from every object it outputs, and why: its output schema
   * closes each object (`additionalProperties: false`), and the output side is read beside the
   * case's reference with every object closed, so an object left open there fails.
   */
  stripsUnknownKeys?: { readonly reason: string }
  /**
   * Cases where the library reports issues at other paths than the case expects, with the
   * reason and, for each invalid sample in order, the paths it reports instead.
   */
  issuePaths?: { readonly [K in CaseName]?: DeclaredIssuePaths }
  /**
   * Schema nodes the reference check ("keywords of the reference") compares at most, on each
   * side in each target (default 2,000; a whole number from 1 to 1,000,000). A schema for
   * another target than draft 2020-12 is first rewritten, five times as many nodes at most. An
   * emitted schema larger than that fails the case, naming the node where the reading stopped:
   * raise it for a library that emits that many nodes on purpose (a union of thousands of
   * branches), never to pass a schema that is large by mistake.
   */
  referenceNodeLimit?: number
  /** Generated values per case for the drift check (default 1,000). */
  runs?: number
  /** The fast-check seed, fixed so runs and snapshots are reproducible. */
  seed?: number
}

/** Issue paths a library reports instead of the case's, and why. */
export interface DeclaredIssuePaths {
  /** Why the library reports other issue paths than the case expects. */
  readonly reason: string
  /** For each invalid sample, in order, the distinct paths the library reports. */
  readonly paths: readonly (readonly IssuePath[])[]
}

const DEFAULT_RUNS = 1_000
const DEFAULT_SEED = 20_250_101

/**
 * Registers one vitest suite that runs every logical case against a library's fixtures: the
 * validator's verdicts, normalised issue paths, draft 2020-12 validity of the emitted input and
 * output schemas, no drift against Ajv on samples and generated values on both sides and in
 * every target the adapter declares, and snapshots (a missing one fails: write it with `-u`).
 *
 * @param name - the library's name, the column of the matrix
 * @param fixtures - one schema (or `unsupported(...)`) per logical case
 * @param options - the adapter, and the cases the library is known to differ on
 *
 * @example
 * ```ts fragment
 * import { describeConformance, type FixtureSet } from '@polytool/conformance'
 * import { zodAdapter } from '@polytool/zod'
 *
 * declare const fixtures: import('@polytool/conformance').FixtureSet
 *
 * // fixtures: `import * as fixtures from './test-fixtures/conformance'`, the module
 * // src/test-fixtures/conformance.ts that `pnpm new-adapter` writes
 * describeConformance('zod', fixtures satisfies FixtureSet, {
 *   adapter: zodAdapter,
 *   lossy: { date: { code: 'date', reason: 'JSON Schema has no Date type' } },
 * })
 * ```
 */
export function describeConformance(
  name: string,
  fixtures: FixtureSet,
  options: ConformanceOptions = {},
): void {
  const { referenceNodeLimit } = options
  if (referenceNodeLimit !== undefined && !isReferenceNodeLimit(referenceNodeLimit)) {
    throw new RangeError(
      `describeConformance: referenceNodeLimit must be a whole number from 1 to ${MAX_REFERENCE_NODE_LIMIT}, not ${String(referenceNodeLimit)}`,
    )
  }
  describe(`conformance: ${name}`, () => {
    for (const caseName of Object.keys(conformanceCases) as CaseName[]) {
      describe(caseName, () => registerCase(name, caseName, fixtures, options))
    }
    describeToolRoots(fixtures, options.adapter)
  })
  const todo = pendingCases(fixtures)
  if (todo.length > 0) console.warn(pendingList(name, todo))
}

function pendingCases(fixtures: FixtureSet): CaseName[] {
  return (Object.keys(conformanceCases) as CaseName[]).filter((caseName) =>
    isPending(fixtures[caseName]),
  )
}

// Printed once per run, so the author sees what is left without reading every test title.
function pendingList(library: string, todo: readonly CaseName[]): string {
  const lines = todo.map((caseName) => `  - ${caseName}: ${conformanceCases[caseName].title}`)
  return [
    `conformance: ${library}: ${todo.length} case(s) pending, not checked until written (src/test-fixtures/conformance.ts):`,
    ...lines,
  ].join('\n')
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
  const gaps: CaseGaps = { ...(lossy ? { lossy } : {}), ...(looser ? { looser } : {}) }
  const declaredPaths = options.issuePaths?.[caseName]
  const meta = (check: string): ConformanceMeta => ({
    library,
    case: caseName,
    check,
    ...(lossy === undefined ? {} : { lossy: lossy.reason }),
    ...(looser === undefined ? {} : { looser: looser.reason }),
    ...(declaredPaths === undefined ? {} : { issuePaths: declaredPaths.reason }),
  })
  type Task = { task: { id: string; meta: TaskMeta } }
  const test = (check: string, body: (task: Task['task']) => unknown) =>
    it(check, ({ task }: Task) => {
      task.meta.conformance = meta(check)
      return body(task)
    })

  if (!isSupported(fixture)) {
    it('unsupported', ({ task }: Task) => {
      task.meta.conformance = { ...meta('unsupported'), unsupported: fixture.unsupported }
      expect(fixture.unsupported.trim()).not.toBe('')
    })
    return
  }

  if (isPending(fixture)) {
    // Nothing is judged, so nothing can pass by mistake: the matrix shows the case as pending.
    const todo = `export \`${caseName}\` from your fixtures module, built as ${kase.title}`
    it('pending', ({ task }: Task) => {
      task.meta.conformance = { ...meta('pending'), pending: todo }
      expect(fixture.pending, 'a placeholder written for another case').toBe(caseName)
    })
    return
  }

  const schema = bound(fixture, options.adapter)
  const context = lazy(() => caseContext(schema))
  const judged = lazy(() => caseValues(schema, kase, context(), driftRun(options)))

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
  if (kase.reference !== undefined) {
    const unlike = options.unlikeReference?.[caseName]
    test('keywords of the reference', () => {
      // An input side that could not be emitted fails here with its reason, not as "no problem".
      emittedSchema(context().input)
      const closed = options.stripsUnknownKeys !== undefined
      const readings = referenceReadings(
        schema,
        context(),
        kase,
        targetsOf(options.adapter),
        closed,
      )
      const limit = options.referenceNodeLimit
      expect(referenceProblems(readings, gaps, unlike, limit).join('\n')).toBe('')
    })
  }
  test('snapshot', (task) => {
    requireSnapshot(task.id, library)
    const { input, output } = context()
    expect({ input, output }).toMatchSnapshot()
  })
  test('losses reported are declared and refused', () => {
    const { input, output } = context()
    const refused = new Set(
      (['input', 'output'] as const).filter(
        (side) => warningsOf(context()[side]).length > 0 && refusesLoss(schema, side),
      ),
    )
    const reported = { input: warningsOf(input), output: warningsOf(output) }
    expect(lossProblems(gaps, reported, refused).join('\n')).toBe('')
  })

  for (const target of targetsOf(options.adapter)) {
    for (const side of ['input', 'output'] as const) {
      const check = `no drift (${side}, ${target})`
      it(check, async ({ task }: Task) => {
        task.meta.conformance = meta(check)
        const found = await driftProblems(
          schema,
          context(),
          await judged(),
          kase,
          { side, target },
          gaps,
        )
        task.meta.conformance = { ...meta(check), ...found.meta, ...lossSides(context()) }
        expect(found.problems.join('\n')).toBe('')
      })
    }
  }
}

// Draft 2020-12 first: the dialect the kit validates against the meta-schema and snapshots.
function targetsOf(adapter: JsonSchemaAdapter | undefined): JsonSchemaTarget[] {
  const declared = adapter?.targets ?? []
  return ['draft-2020-12', ...declared.filter((target) => target !== 'draft-2020-12')]
}

const ajv = kitValidator()

// Emitting, compiling and validating once per case, on first use, keeps registration cheap.
function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined
  return () => {
    made ??= { value: make() }
    return made.value
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
