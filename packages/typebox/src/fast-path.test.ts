import { describeFastPath } from '@polytool/conformance'
import { typeboxAdapter } from './adapter'
import { attackFixtures } from './test-fixtures/attacks'

describeFastPath('typebox', attackFixtures, { adapter: typeboxAdapter })
