import { describeConformance, type FixtureSet } from '@polytool/conformance'
import { zodAdapter } from './adapter'
import * as fixtures from './test-fixtures/conformance'
import { knownGaps } from './test-fixtures/known-gaps'

describeConformance('zod', fixtures satisfies FixtureSet, { adapter: zodAdapter, ...knownGaps })
