import {
  type CaseName,
  conformanceCases,
  createValidator,
  isPending,
  isSupported,
} from '@polytool/conformance'
import { type StandardSchemaV1, withAdapter } from '@polytool/core'
import * as fc from 'fast-check'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PROFILES } from '../../json-schema/src/test-fixtures/profiles'
import { KNOWN_UNSOUND, knownUnsound } from './known-unsound'
import { type DriftLibrary, libraries } from './libraries'
import { type ProbeSize, providerProbes } from './provider-probes'
import { describeTool, sweepProfile } from './provider-sweep'
import { describeRefusal, type ProviderTally, tallyProfile } from './provider-tally'

// A few hundred values per case and profile, from one fixed seed: the same run everywhere, small
// enough for a two-core CI machine.
const SIZE: ProbeSize = { fromSchema: 100, retypedBases: 2, seed: 20_261_207 }
const FROM_CASE = 30

const tallies: ProviderTally[] = []
// What each distinct emitted schema admits, shared by every library and profile that emits it.
const probes = providerProbes(createValidator(), SIZE)

describe.each(libraries.map((library) => [library.name, library] as const))(
  'provider drift: %s',
  (_name, library) => {
    const tally: ProviderTally = {
      library: library.name,
      undescribed: 0,
      emissions: 0,
      refused: 0,
      admitted: 0,
      warned: 0,
      undeclared: 0,
    }
    tallies.push(tally)
    const ajv = createValidator()
    // The warnings `toJsonSchema` prints are what this sweep counts on, not noise to show.
    beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}))
    afterEach(() => vi.restoreAllMocks())

    for (const caseName of Object.keys(conformanceCases) as CaseName[]) {
      const fixture = library.fixtures[caseName]
      if (!isSupported(fixture) || isPending(fixture)) continue
      it(caseName, { timeout: 60_000 }, async () => {
        const kase = conformanceCases[caseName]
        const samples = [
          ...[...kase.valid, ...kase.invalid].map((sample) => sample.value),
          ...fc.sample(kase.arbitrary, { numRuns: FROM_CASE, seed: SIZE.seed }),
        ]
        await expectSound(library, caseName, fixture, samples, tally, ajv)
      })
    }

    for (const extra of library.extraCases ?? []) {
      it(`beyond the kit: ${extra.name}`, { timeout: 60_000 }, async () => {
        await expectSound(library, extra.name, extra.schema, extra.samples, tally, ajv)
      })
    }
  },
)

afterAll(() => {
  // The measured totals, for the report.
  for (const tally of tallies) {
    console.info(
      `provider drift ${tally.library}: ${tally.undescribed} schemas toJsonSchema cannot describe, ${tally.emissions} emissions (${tally.refused} refused with a ProviderSchemaError), ${tally.admitted} admitted values decoded and validated, ${tally.warned} refused under a warning, ${tally.undeclared} undeclared`,
    )
  }
})

async function expectSound(
  library: DriftLibrary,
  caseName: string,
  fixture: StandardSchemaV1,
  samples: readonly unknown[],
  tally: ProviderTally,
  ajv: ReturnType<typeof createValidator>,
): Promise<void> {
  const described = describeTool(withAdapter(fixture, library.adapter), ajv)
  if (described === undefined) {
    // No schema at all: the tool cannot be described to any provider, so nothing is sent.
    tally.undescribed++
    return
  }
  const faults: string[] = []
  let admitted = 0
  for (const profile of PROFILES) {
    const sweep = await sweepProfile(described, profile, samples, probes)
    tallyProfile(tally, sweep)
    admitted += sweep.admitted
    const where = `${library.name} ${caseName} ${profile.id}`
    for (const violation of sweep.violations) {
      faults.push(
        `${where}: checkProviderSchema ${violation.rule} at ${violation.pointer || '(root)'}: ${violation.message}`,
      )
    }
    const known = knownUnsound(library.name, caseName, profile.id)
    if (known !== undefined) {
      // Listed as a known fault: it must still show, so the entry goes once it is fixed.
      expect(
        sweep.undeclared.length,
        `${where} is fixed: remove it from KNOWN_UNSOUND`,
      ).toBeGreaterThan(0)
      continue
    }
    faults.push(
      ...sweep.undeclared.slice(0, 3).map((found) => `${where}: ${describeRefusal(found)}`),
    )
  }
  expect(faults.join('\n')).toBe('')
  // A sweep that built nothing its schemas admit would prove nothing.
  expect(admitted).toBeGreaterThan(0)
}

it('lists each known unsound emission once, with its reason', () => {
  const keys = KNOWN_UNSOUND.map((entry) => `${entry.library} ${entry.caseName} ${entry.profile}`)
  expect(new Set(keys).size).toBe(keys.length)
  for (const entry of KNOWN_UNSOUND) expect(entry.reason).not.toBe('')
})
