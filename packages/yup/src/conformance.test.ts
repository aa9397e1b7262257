import { describeConformance, type FixtureSet } from '@polytool/conformance'
import { yupAdapter } from './adapter'
import * as fixtures from './test-fixtures/conformance'

const INDEXES_AS_STRINGS = 'Yup reports array indexes as strings ("1"), not numbers'

describeConformance('yup', fixtures satisfies FixtureSet, {
  adapter: yupAdapter,
  lossy: {
    optionalRefinement: {
      code: 'refinement',
      pointer: '/properties/code',
      direction: 'stricter',
      reason: 'a .test() function cannot be expressed in JSON Schema',
    },
    date: { code: 'date', reason: 'JSON Schema has no Date type' },
    recursive: {
      code: 'constraint',
      pointer: '/properties/children/items',
      wholeNode: true,
      reason: 'y.lazy() builds its schema per value: the adapter cannot write it ahead',
    },
    refinement: {
      code: 'refinement',
      pointer: '/properties/confirm',
      direction: 'stricter',
      reason: 'a .test() function cannot be expressed in JSON Schema',
    },
  },
  unlikeReference: {
    email: [
      {
        keyword: 'format',
        change: 'lost',
        reason:
          "string().email() is Yup's own pattern, which also takes the empty string: the schema states it in place of `format: email`",
      },
      {
        keyword: 'pattern',
        change: 'added',
        reason:
          "string().email() is Yup's own pattern, which also takes the empty string: the schema states it in place of `format: email`",
      },
    ],
    uuid: [
      {
        keyword: 'format',
        change: 'lost',
        reason:
          "string().uuid() is Yup's own pattern, which the schema states in place of `format: uuid`",
      },
      {
        keyword: 'pattern',
        change: 'changed',
        reason:
          'string().uuid() accepts versions 1 to 5 of the RFC 9562 variant and the nil UUID, as its pattern says; the case takes any hex UUID',
      },
    ],
  },
  issuePaths: {
    arrayLength: { reason: INDEXES_AS_STRINGS, paths: [[[]], [[]], [['1']], [[]]] },
    tuple: { reason: INDEXES_AS_STRINGS, paths: [[['1']], [['0']], [[]]] },
    recursive: { reason: INDEXES_AS_STRINGS, paths: [[['children', '0', 'name']], [['children']]] },
    strictObject: {
      reason: 'Yup reports unknown keys in one issue on the object',
      paths: [[[]], [['a']]],
    },
  },
})
