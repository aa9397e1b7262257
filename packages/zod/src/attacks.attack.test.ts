import { describeAttacks } from '@polytool/conformance'
import { zodAdapter } from './adapter'
import { attackFixtures } from './test-fixtures/attacks'

describeAttacks('zod', attackFixtures, { adapter: zodAdapter })
