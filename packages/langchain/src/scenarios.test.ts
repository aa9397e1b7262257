import { describeBridgeScenarios } from '@polytool/bridge-scenarios'
import { langChainHarness } from './test-fixtures/harness'

describeBridgeScenarios(langChainHarness())
describeBridgeScenarios(langChainHarness(undefined, false, 'chat-completions'))
