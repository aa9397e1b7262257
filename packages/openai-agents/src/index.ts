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
