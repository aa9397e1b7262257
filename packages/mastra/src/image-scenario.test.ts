import { describeImageScenario } from '@polytool/bridge-scenarios'
import { mastraHarness } from './test-fixtures/harness'

describeImageScenario(mastraHarness())
