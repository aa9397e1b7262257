import { describeConformance, type FixtureSet } from '@polytool/conformance'
import { typeboxAdapter } from './adapter'
import * as fixtures from './test-fixtures/conformance'

describeConformance('typebox', fixtures satisfies FixtureSet, {
  adapter: typeboxAdapter,
  lossy: {
    optionalRefinement: {
      code: 'refinement',
      pointer: '/properties/code',
      direction: 'stricter',
      reason: 'a Refine() check cannot be expressed in JSON Schema',
    },
    bigint: { code: 'bigint', reason: 'JSON Schema has no bigint type' },
    transform: {
      code: 'transform',
      side: 'output',
      reason: 'the output is what the codec decodes to',
    },
    refinement: {
      code: 'refinement',
      direction: 'stricter',
      reason: 'a Refine() check cannot be expressed in JSON Schema',
    },
  },
  unlikeReference: {
    uuid: [
      {
        keyword: 'pattern',
        change: 'changed',
        reason:
          "TypeBox's uuid pattern, which the schema states, is written otherwise than the case's and means the same",
      },
    ],
    record: [
      {
        keyword: 'additionalProperties',
        change: 'lost',
        reason:
          'Type.Record(Type.String(), …) is emitted as TypeBox checks it: `patternProperties` keyed `^.*$`',
      },
      {
        keyword: 'patternProperties/^.*$',
        change: 'added',
        reason:
          'Type.Record(Type.String(), …) is emitted as TypeBox checks it: `patternProperties` keyed `^.*$`',
      },
    ],
  },
  looser: {
    multipleOfFraction: {
      keyword: 'multipleOf',
      reason: 'multipleOf tolerates float error: it accepts 5e-324 and 1e-300 for multipleOf 0.25',
    },
    email: {
      keyword: 'format',
      reason: 'TypeBox\'s email format accepts more than Ajv\'s (e.g. "/No@z")',
    },
    url: {
      keyword: 'format',
      reason:
        'TypeBox\'s uri format accepts a scheme alone (e.g. "b:"), which RFC 3986 `format: uri` rejects',
    },
    multipleOf: {
      keyword: 'multipleOf',
      reason:
        'multipleOf tolerates float error: it accepts 5e-324 and 4.999999999999999 for multipleOf 5',
    },
  },
  issuePaths: {
    discriminatedUnion: {
      reason: 'a union reports the issues of every member, and one at the union itself',
      paths: [
        [[], ['kind'], ['radius'], ['side']],
        [[], ['kind'], ['radius'], ['side']],
      ],
    },
    refinement: {
      reason: 'a Refine() check reports at the refined value, here the object',
      paths: [[[]]],
    },
  },
})
