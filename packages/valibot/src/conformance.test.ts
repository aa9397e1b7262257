import { describeConformance, type FixtureSet } from '@polytool/conformance'
import { valibotAdapter } from './adapter'
import * as fixtures from './test-fixtures/conformance'

describeConformance('valibot', fixtures satisfies FixtureSet, {
  adapter: valibotAdapter,
  lossy: {
    date: 'JSON Schema has no Date type',
    bigint: 'JSON Schema has no bigint type',
    transform: 'the output is what the transform function returns',
    refinement: 'a check() function cannot be expressed in JSON Schema',
  },
  looser: {
    url: 'v.url() accepts what the URL parser accepts (e.g. "a:"), more than RFC 3986 `format: uri`',
  },
})
