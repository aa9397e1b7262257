// The conformance kit under the vitest this project has (3), with the Zod adapter's fixtures
// and snapshots copied from the workspace.
import { describeConformance, type FixtureSet } from '@polytool/conformance'
import { zodAdapter } from '@polytool/zod'
import * as fixtures from './test-fixtures/conformance.js'
import { knownGaps } from './test-fixtures/known-gaps.js'

describeConformance('zod', fixtures satisfies FixtureSet, { adapter: zodAdapter, ...knownGaps })
