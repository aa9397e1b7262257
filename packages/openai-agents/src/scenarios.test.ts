import { describeBridgeScenarios } from '@polytool/bridge-scenarios'
import { openAIAgentsHarness } from './test-fixtures/harness'

describeBridgeScenarios(openAIAgentsHarness())
