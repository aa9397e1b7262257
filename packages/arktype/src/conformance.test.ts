import { describeConformance, type FixtureSet } from '@polytool/conformance'
import { arktypeAdapter } from './adapter'
import * as fixtures from './test-fixtures/conformance'

describeConformance('arktype', fixtures satisfies FixtureSet, {
  adapter: arktypeAdapter,
  lossy: {
    date: 'JSON Schema has no Date type',
    bigint: 'JSON Schema has no bigint type',
    transform: 'the output is what the morph function returns',
    refinement: 'a narrow() predicate cannot be expressed in JSON Schema',
    url: 'string.url is a predicate (the URL parser); only `format: uri` is emitted',
  },
})
