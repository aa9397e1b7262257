import { describeAttacks } from '@polytool/conformance'
import { valibotAdapter } from './adapter'
import { attackFixtures } from './test-fixtures/attacks'

describeAttacks('valibot', attackFixtures, { adapter: valibotAdapter })
