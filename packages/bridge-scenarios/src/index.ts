export type { BridgeHarness, BridgeRun, BridgeRunResult, ResumedRun } from './harness'
export { describeImageScenario, sentToolImages } from './image-scenario'
export { describeProtoNameScenario } from './proto-name-scenario'
export { describeBridgeScenarios } from './scenarios'
export {
  type ScriptedResponses,
  type ScriptedToolCall,
  type ScriptedTurn,
  type SentRequest,
  scriptedResponses,
} from './scripted-responses'
export { bridgeFixtureTools, ONE_PIXEL_PNG, PLANTED, type ToolLog } from './tools'
