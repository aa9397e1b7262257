import { describeFastPath } from '@polytool/conformance'
import { valibotAdapter } from './adapter'
import { attackFixtures } from './test-fixtures/attacks'

describeFastPath('valibot', attackFixtures, { adapter: valibotAdapter })
