import { describeAttacks } from '@polytool/conformance'
import { typeboxAdapter } from './adapter'
import { attackFixtures } from './test-fixtures/attacks'

describeAttacks('typebox', attackFixtures, { adapter: typeboxAdapter })
