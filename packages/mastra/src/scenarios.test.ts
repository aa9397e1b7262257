import { describeBridgeScenarios } from '@polytool/bridge-scenarios'
import { mastraHarness } from './test-fixtures/harness'

describeBridgeScenarios(mastraHarness())
