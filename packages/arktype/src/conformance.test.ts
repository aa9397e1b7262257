import { describeConformance, type FixtureSet } from '@polytool/conformance'
import { arktypeAdapter } from './adapter'
import * as fixtures from './test-fixtures/conformance'

describeConformance('arktype', fixtures satisfies FixtureSet, {
  adapter: arktypeAdapter,
  lossy: {
    optionalRefinement: {
      code: 'refinement',
      pointer: '/properties/code',
      direction: 'stricter',
      reason: 'a narrow() predicate cannot be expressed in JSON Schema',
    },
    date: { code: 'date', reason: 'JSON Schema has no Date type' },
    bigint: { code: 'bigint', reason: 'JSON Schema has no bigint type' },
    transform: {
      code: 'transform',
      side: 'output',
      reason: 'the output is what the morph function returns',
    },
    refinement: {
      code: 'refinement',
      pointer: '/properties/confirm',
      direction: 'stricter',
      reason: 'a narrow() predicate cannot be expressed in JSON Schema',
    },
    url: {
      code: 'refinement',
      reason: 'string.url is a predicate (the URL parser); only `format: uri` is emitted',
    },
  },
  unlikeReference: {
    email: [
      {
        keyword: 'pattern',
        change: 'added',
        reason: 'string.email is a pattern, which the schema states beside `format: email`',
      },
    ],
  },
  looser: {
    email: {
      keyword: 'format',
      reason:
        "string.email's pattern accepts addresses Ajv's `format: email` refuses (a local part with `%`, a domain label that starts with `-`)",
    },
  },
})
