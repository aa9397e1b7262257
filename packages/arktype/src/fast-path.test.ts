import { describeFastPath } from '@polytool/conformance'
import { arktypeAdapter } from './adapter'
import { attackFixtures } from './test-fixtures/attacks'

describeFastPath('arktype', attackFixtures, { adapter: arktypeAdapter })
