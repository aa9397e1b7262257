import { describeAttacks } from '@polytool/conformance'
import { effectAdapter } from './adapter'
import { attackFixtures } from './test-fixtures/attacks'

describeAttacks('effect', attackFixtures, {
  adapter: effectAdapter,
  // Effect's own Schema.toStandardJSONSchemaV1 takes about 18 s for 100,000 literals (4.1.0),
  // before the adapter sees the result: a cost of the library, not of polytool.
  enumMembers: 20_000,
})
