import {
  type CaseName,
  compileJudge,
  conformanceCases,
  createUtf16Validator,
  createValidator,
  isPending,
  isSupported,
} from '@polytool/conformance'
import { extractJsonSchema, type StandardSchemaV1, withAdapter } from '@polytool/core'
import * as fc from 'fast-check'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { branchJudge } from './branches'
import { type Disagreement, disagreementOn, isWarned, type RuntimeGaps } from './judge'
import { type DriftLibrary, libraries } from './libraries'
import { everyPositionRetyped } from './other-types'
import { schemaArbitrary } from './schema-arbitrary'
import { withStringProbes } from './string-probes'
import { type DriftTally, describeDrift } from './tally'

// A few hundred values per case and source, from fixed seeds: the same run everywhere, small
// enough for a two-core CI machine.
const FROM_SCHEMA = 300
const FROM_CASE = 100
const FROM_LIBRARY = 100
const RETYPED_BASES = 4
const SEED = 20_261_202

const ajv = createValidator()
const utf16Ajv = createUtf16Validator()
const tallies: DriftTally[] = []

describe.each(libraries.map((library) => [library.name, library] as const))(
  'drift proof: %s',
  (_name, library) => {
    const tally: DriftTally = {
      library: library.name,
      values: 0,
      disagreements: 0,
      warned: 0,
      undeclared: 0,
    }
    tallies.push(tally)
    // The warnings `toJsonSchema` prints are what this proof counts on, not noise to show.
    beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}))
    afterEach(() => vi.restoreAllMocks())

    for (const caseName of Object.keys(conformanceCases) as CaseName[]) {
      const fixture = library.fixtures[caseName]
      if (!isSupported(fixture) || isPending(fixture)) continue
      it(caseName, { timeout: 60_000 }, async () => {
        const kase = conformanceCases[caseName]
        const probe: Probe = {
          samples: [...kase.valid, ...kase.invalid].map((sample) => sample.value),
          bases: kase.valid.map((sample) => sample.value),
          generated: fc.sample(kase.arbitrary, { numRuns: FROM_CASE, seed: SEED }),
        }
        const undeclared = await driftOf(library, fixture, probe, tally)
        expect(undeclared.slice(0, 5).map(describeDrift).join('\n')).toBe('')
      })
    }

    for (const extra of library.extraCases ?? []) {
      it(`beyond the kit: ${extra.name}`, { timeout: 60_000 }, async () => {
        const probe: Probe = {
          samples: [...extra.samples, ...withStringProbes(extra.samples)],
          bases: extra.samples,
          generated: [],
        }
        const undeclared = await driftOf(library, extra.schema, probe, tally)
        expect(undeclared.slice(0, 5).map(describeDrift).join('\n')).toBe('')
      })
    }
  },
)

/** The values a schema is judged on besides those built from its emitted JSON Schema. */
interface Probe {
  /** Judged as they are. */
  readonly samples: readonly unknown[]
  /** Retyped at every position, with the first values built from the schema. */
  readonly bases: readonly unknown[]
  /** From the case's own arbitrary. */
  readonly generated: readonly unknown[]
}

afterAll(() => {
  // The measured totals, for the matrix notes and the report.
  for (const tally of tallies) {
    console.info(
      `drift ${tally.library}: ${tally.values} values, ${tally.disagreements} disagreements, ${tally.warned} warned at run time, ${tally.undeclared} undeclared`,
    )
  }
})

async function driftOf(
  library: DriftLibrary,
  fixture: StandardSchemaV1,
  probe: Probe,
  tally: DriftTally,
): Promise<Disagreement[]> {
  const schema = withAdapter(fixture, library.adapter)
  let emitted: ReturnType<typeof extractJsonSchema>
  try {
    emitted = extractJsonSchema(schema, { onUnrepresentable: 'any' })
  } catch (error) {
    // No schema at all: the tool cannot be described, so nothing can drift. The error is what
    // a user sees, at run time.
    expect(error).toBeInstanceOf(Error)
    return []
  }
  const gaps: RuntimeGaps = { lossy: emitted.warnings, inexact: emitted.inexact }
  const judge = compileJudge(ajv, emitted.schema)
  const utf16Judge = compileJudge(utf16Ajv, emitted.schema)
  const branches = branchJudge(ajv, emitted.schema)
  const fromSchema = fc.sample(schemaArbitrary(emitted.schema), {
    numRuns: FROM_SCHEMA,
    seed: SEED,
  })
  const values = [
    ...probe.samples,
    ...fromSchema,
    ...probe.generated,
    ...(library.ownValues?.(fixture, FROM_LIBRARY, SEED) ?? []),
  ]
  values.push(...everyPositionRetyped([...probe.bases, ...fromSchema.slice(0, RETYPED_BASES)]))
  const undeclared: Disagreement[] = []
  for (const value of values) {
    const found = await disagreementOn(schema, judge, utf16Judge, value)
    tally.values++
    if (found === undefined) continue
    tally.disagreements++
    if (isWarned(found, gaps, emitted.schema, branches)) tally.warned++
    else {
      tally.undeclared++
      undeclared.push(found)
    }
  }
  return undeclared
}
