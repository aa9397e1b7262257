import { describeFastPath } from '@polytool/conformance'
import { yupAdapter } from './adapter'
import { attackFixtures } from './test-fixtures/attacks'

describeFastPath('yup', attackFixtures, { adapter: yupAdapter })
