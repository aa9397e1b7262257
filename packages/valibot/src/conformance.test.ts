import { describeConformance, type FixtureSet } from '@polytool/conformance'
import { valibotAdapter } from './adapter'
import * as fixtures from './test-fixtures/conformance'

// OpenAPI 3.0 could state an exclusive bound (`exclusiveMinimum: true` beside `minimum`), but
// Valibot's converter reports gtValue() and ltValue() as unsupported there and leaves them out.
const OPENAPI_EXCLUSIVE =
  "Valibot's converter reports gtValue() and ltValue() as unsupported for OpenAPI 3.0 and leaves the bound out"

describeConformance('valibot', fixtures satisfies FixtureSet, {
  adapter: valibotAdapter,
  lossy: {
    optionalRefinement: {
      code: 'refinement',
      pointer: '/properties/code',
      direction: 'stricter',
      reason: 'a check() action cannot be expressed in JSON Schema',
    },
    date: { code: 'date', reason: 'JSON Schema has no Date type' },
    bigint: { code: 'bigint', reason: 'JSON Schema has no bigint type' },
    transform: {
      code: 'transform',
      side: 'output',
      reason: 'the output is what the transform function returns',
    },
    refinement: {
      code: 'refinement',
      pointer: '/properties/confirm',
      direction: 'stricter',
      reason: 'a check() function cannot be expressed in JSON Schema',
    },
  },
  stripsUnknownKeys: { reason: 'v.object() strips unknown keys: no object it outputs holds one' },
  unlikeReference: {
    numberExclusive: [
      {
        keyword: 'exclusiveMinimum',
        change: 'lost',
        target: 'openapi-3.0',
        reason: OPENAPI_EXCLUSIVE,
      },
      {
        keyword: 'exclusiveMaximum',
        change: 'lost',
        target: 'openapi-3.0',
        reason: OPENAPI_EXCLUSIVE,
      },
    ],
    email: [
      {
        keyword: 'pattern',
        change: 'added',
        reason: 'v.email() checks its own pattern, which the schema states beside `format: email`',
      },
    ],
    uuid: [
      {
        keyword: 'pattern',
        change: 'changed',
        reason:
          "v.uuid()'s pattern, which the schema states, is written otherwise than the case's and means the same",
      },
    ],
  },
  looser: {
    protoKey: {
      keyword: 'required',
      side: 'output',
      reason:
        'Valibot builds its output by assignment: `output["__proto__"] = value` sets a prototype instead of a key, so the key is missing from the output (the input is checked as the schema says)',
    },
    url: {
      keyword: 'format',
      reason:
        'v.url() accepts what the URL parser accepts (e.g. "a:"), more than RFC 3986 `format: uri`',
    },
  },
})
