import { describeFastPath } from '@polytool/conformance'
import { effectAdapter } from './adapter'
import { attackFixtures } from './test-fixtures/attacks'

describeFastPath('effect', attackFixtures, { adapter: effectAdapter })
