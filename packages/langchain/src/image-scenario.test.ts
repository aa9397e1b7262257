import { describeImageScenario } from '@polytool/bridge-scenarios'
import { langChainHarness } from './test-fixtures/harness'

describeImageScenario(langChainHarness())
