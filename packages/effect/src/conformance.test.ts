import { describeConformance, type FixtureSet } from '@polytool/conformance'
import { effectAdapter } from './adapter'
import * as fixtures from './test-fixtures/conformance'

describeConformance('effect', fixtures satisfies FixtureSet, {
  adapter: effectAdapter,
  lossy: {
    date: 'JSON Schema has no Date type: Effect emits the string encoding',
    bigint: 'JSON Schema has no bigint type: Effect emits the string encoding',
    refinement: 'a filter function cannot be expressed in JSON Schema',
  },
})
