/**
 * Use polytool tools in the OpenAI Agents SDK (`@openai/agents` 0.20) and keep what polytool adds:
 * any schema library, OpenAI's strict schema with the arguments decoded back, validation of input,
 * output and request context, approval through the SDK's own `RunState` interruptions, and images
 * and files in tool results.
 *
 * @packageDocumentation
 */
export { OpenAIAgentsToolError, type OpenAIAgentsToolErrorCode } from './errors'
export {
  type AgentsToolOutput,
  type AgentsToolOutputPart,
  toAgentsToolOutput,
} from './model-output'
export type { OpenAIAgentsToolOptions, RequestContextFromRun } from './options'
export { type OpenAIAgentsTool, toOpenAIAgentsTool } from './to-openai-agents-tool'
export { toOpenAIAgentsTools } from './to-openai-agents-tools'
export { AGENTS_TOOL_CALL_SPAN, agentsTraceObserver } from './trace-observer'
