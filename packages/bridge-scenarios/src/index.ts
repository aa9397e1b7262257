/**
 * The scenario matrix every agent-framework bridge of polytool runs in the framework's own loop,
 * against a scripted OpenAI Responses provider.
 *
 * Not published: the tests of the bridge packages (`@polytool/mastra`, `@polytool/langchain`,
 * `@polytool/openai-agents`) use it.
 *
 * @packageDocumentation
 */
export type { BridgeHarness, BridgeRun, BridgeRunResult, ResumedRun } from './harness'
export { describeImageScenario, sentToolImages } from './image-scenario'
export { describeInputExamplesScenario } from './input-examples-scenario'
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
