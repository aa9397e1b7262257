import { describeImageScenario } from '@polytool/bridge-scenarios'
import { openAIAgentsHarness } from './test-fixtures/harness'

describeImageScenario(openAIAgentsHarness())
