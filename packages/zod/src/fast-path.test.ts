import { describeFastPath } from '@polytool/conformance'
import { zodAdapter } from './adapter'
import { attackFixtures } from './test-fixtures/attacks'

describeFastPath('zod', attackFixtures, { adapter: zodAdapter })
