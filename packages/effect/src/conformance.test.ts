import { describeConformance, type FixtureSet } from '@polytool/conformance'
import { effectAdapter } from './adapter'
import * as fixtures from './test-fixtures/conformance'

// Gaps of schemas beyond the kit's cases (records keyed by checked strings, template literals
// with checked parts, elements after a rest, `fromJsonString`) are declared in docs/adapters.md
// and judged by the drift proof on `test-fixtures/drift.ts`.
describeConformance('effect', fixtures satisfies FixtureSet, {
  adapter: effectAdapter,
  stripsUnknownKeys: {
    reason: 'Schema.Struct drops unknown keys when it decodes: no object it outputs holds one',
  },
  unlikeReference: {
    email: [
      {
        keyword: 'format',
        change: 'lost',
        reason:
          'the email fixture is a pattern filter, which the schema states in place of `format: email`',
      },
      {
        keyword: 'pattern',
        change: 'added',
        reason:
          'the email fixture is a pattern filter, which the schema states in place of `format: email`',
      },
    ],
    uuid: [
      {
        keyword: 'pattern',
        change: 'changed',
        reason:
          'Schema.isUUID() accepts the RFC 9562 variant of versions 1 to 8, and the nil and max UUIDs, as its pattern says; the case takes any hex UUID',
      },
    ],
    emptyObject: [
      {
        keyword: 'additionalProperties',
        change: 'added',
        reason:
          'the fixture is Schema.Record(Schema.String, Schema.Never), which refuses every key, as the schema says',
      },
    ],
  },
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
