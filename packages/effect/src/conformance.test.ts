import { describeConformance, type FixtureSet } from '@polytool/conformance'
import { effectAdapter } from './adapter'
import * as fixtures from './test-fixtures/conformance'

// Gaps of schemas beyond the kit's cases (records keyed by checked strings, template literals
// with checked parts, elements after a rest, `fromJsonString`) are declared in docs/adapters.md
// and judged by the drift proof on `test-fixtures/drift.ts`.
describeConformance('effect', fixtures satisfies FixtureSet, {
  adapter: effectAdapter,
  lossy: {
    optionalRefinement: {
      code: 'refinement',
      pointer: '/properties/code',
      direction: 'stricter',
      reason: 'a filter cannot be expressed in JSON Schema',
    },
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
