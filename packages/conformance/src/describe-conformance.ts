import type { JsonSchemaAdapter, StandardSchemaV1 } from '@polytool/core'
import { describe, expect, it, type TaskMeta } from 'vitest'
import { compileSchema, createValidator, metaSchemaErrors } from './ajv'
import type { ConformanceCase, IssuePath } from './case'
import { type CaseName, conformanceCases } from './cases'
import { describeDisagreement, driftValues, inputDrift, outputDrift } from './checks/drift'
import { atPointer, bound, type Emitted, emit, refusesLoss } from './checks/emit'
import { show } from './checks/same-value'
import { issuePathProblems, verdictProblems } from './checks/verdicts'
import { type FixtureSet, isSupported } from './fixture-set'
import type { ConformanceMeta } from './meta'

/** How to run the kit against one library. */
export interface ConformanceOptions {
  /** The library's adapter; without one, each schema's own `~standard.jsonSchema` is used. */
  adapter?: JsonSchemaAdapter
  /**
   * Cases whose JSON Schema cannot say exactly what the validator checks, with the reason. The
   * kit then checks that the gap is real and never silent, instead of checking for no drift.
   */
  lossy?: { readonly [K in CaseName]?: string }
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
 * @example
 * import { describeConformance, type FixtureSet } from '@polytool/conformance'
 * import * as fixtures from './test-fixtures/conformance'
 *
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
  const declaredPaths = options.issuePaths?.[caseName]
  const meta = (check: string): ConformanceMeta => ({
    library,
    case: caseName,
    check,
    ...(lossy === undefined ? {} : { lossy }),
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

  if (lossy !== undefined) {
    test('declared gap is real and never silent', async () => {
      const { input, output } = context()
      const reported = [...warningsOf(input), ...warningsOf(output)]
      for (const io of ['input', 'output'] as const) {
        if (warningsOf(context()[io]).length > 0)
          expect(refusesLoss(schema, io), `${io} is refused`).toBe(true)
      }
      if (reported.length > 0) return
      const drift = await inputDrift(
        schema,
        context().acceptsInput,
        driftValues(kase, runsOf(options), seedOf(options)),
      )
      expect(
        drift.disagreements.length,
        `declared lossy (${lossy}), but no loss is reported and no drift found: remove the declaration`,
      ).toBeGreaterThan(0)
    })
    return
  }

  test('no loss reported', () => {
    const { input, output } = context()
    expect(warningsOf(input)).toEqual([])
    expect(warningsOf(output)).toEqual([])
  })
  test('no drift (input)', async () => {
    const values = driftValues(kase, runsOf(options), seedOf(options))
    const drift = await inputDrift(schema, context().acceptsInput, values)
    expect(drift.disagreements.slice(0, 5).map(describeDisagreement)).toEqual([])
    expect(drift.accepted, 'values the library accepts').toBeGreaterThan(0)
    expect(drift.rejected, 'values the library rejects').toBeGreaterThan(0)
  })
  test('no drift (output)', async () => {
    const values = driftValues(kase, runsOf(options), seedOf(options))
    expect((await outputDrift(schema, context().acceptsOutput, values)).slice(0, 5)).toEqual([])
  })
}

interface CaseContext {
  readonly input: Emitted
  readonly output: Emitted
  readonly acceptsInput: (value: unknown) => boolean
  readonly acceptsOutput: (value: unknown) => boolean
}

const ajv = createValidator()

// Emitting and compiling once per case, on first use, keeps registration cheap.
function lazyContext(schema: StandardSchemaV1): () => CaseContext {
  let context: CaseContext | undefined
  return () => {
    if (context !== undefined) return context
    const input = emit(schema, 'input')
    const output = emit(schema, 'output')
    context = {
      input,
      output,
      acceptsInput: compileSchema(ajv, emittedSchema(input)),
      acceptsOutput: compileSchema(ajv, emittedSchema(output)),
    }
    return context
  }
}

function emittedSchema(emitted: Emitted): object {
  if ('error' in emitted) throw new Error(`no JSON Schema was emitted: ${emitted.error}`)
  return emitted.schema
}

function warningsOf(emitted: Emitted) {
  return 'error' in emitted ? [] : emitted.warnings
}

function metaProblems(emitted: Emitted, io: string): string[] {
  if ('error' in emitted) return [`${io}: ${emitted.error}`]
  return metaSchemaErrors(ajv, emitted.schema).map(
    (line) => `${io} ${line} in ${show(emitted.schema)}`,
  )
}

function runsOf(options: ConformanceOptions): number {
  return options.runs ?? DEFAULT_RUNS
}

function seedOf(options: ConformanceOptions): number {
  return options.seed ?? DEFAULT_SEED
}
