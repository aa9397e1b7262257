import { describeConformance, type FixtureSet } from '@polytool/conformance'
import { effectAdapter } from './adapter'
import * as fixtures from './test-fixtures/conformance'

describeConformance('effect', fixtures satisfies FixtureSet, {
  adapter: effectAdapter,
  lossy: {
    date: {
      code: 'date',
      reason: 'JSON Schema has no Date type: Effect emits the string encoding',
    },
    bigint: {
      code: 'bigint',
      reason: 'JSON Schema has no bigint type: Effect emits the string encoding',
    },
    refinement: {
      code: 'refinement',
      pointer: '/properties/confirm',
      direction: 'stricter',
      reason: 'a filter function cannot be expressed in JSON Schema',
    },
  },
})
