import { describeConformance, type FixtureSet } from '@polytool/conformance'
import { zodAdapter } from './adapter'
import * as fixtures from './test-fixtures/conformance'

describeConformance('zod', fixtures satisfies FixtureSet, {
  adapter: zodAdapter,
  lossy: {
    date: 'JSON Schema has no Date type',
    bigint: 'JSON Schema has no bigint type',
    transform: 'the output is what the transform function returns',
    refinement: 'a refine() function cannot be expressed in JSON Schema',
    url: 'z.url() accepts what the URL parser accepts (e.g. "a:"), not RFC 3986 `format: uri`',
  },
  issuePaths: {
    strictObject: {
      reason: 'Zod reports unknown keys in one issue on the object, listing the keys',
      paths: [[[]], [['a']]],
    },
  },
})
