import { Agent, OpenAIResponsesModel, setTracingDisabled } from '@openai/agents'
import type { AnyTool } from '@polytool/core'
import OpenAI from 'openai'
import type { OpenAIAgentsToolOptions } from '../options'
import type { OpenAIAgentsTool } from '../to-openai-agents-tool'
import { toOpenAIAgentsTools } from '../to-openai-agents-tools'

/** How a test turns polytool tools into Agents SDK tools: the real bridge, or a broken one. */
export type Bridge = (
  tools: readonly AnyTool[],
  options?: OpenAIAgentsToolOptions<any>,
) => OpenAIAgentsTool<any>[]

// Nothing in these tests may reach OpenAI's trace exporter.
setTracingDisabled(true)

/**
 * The Agents SDK's own Responses model on an OpenAI client whose `fetch` is the scripted
 * provider's, and an agent with the bridged tools.
 */
export function fixtureAgent(
  tools: readonly AnyTool[],
  fetch: typeof globalThis.fetch,
  bridge: Bridge = toOpenAIAgentsTools,
) {
  const client = new OpenAI({ apiKey: 'sk-test', baseURL: 'https://api.test/v1', fetch })
  return new Agent<Record<string, unknown>>({
    name: 'Assistant',
    instructions: 'Use the tools.',
    model: new OpenAIResponsesModel(client as never, 'gpt-4.1-mini'),
    tools: bridge(tools),
  })
}
