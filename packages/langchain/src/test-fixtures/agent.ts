import type { BaseCheckpointSaver } from '@langchain/langgraph'
import { ChatOpenAI } from '@langchain/openai'
import type { AnyTool } from '@polytool/core'
import { createAgent } from 'langchain'
import { toLangChainTools } from '../to-langchain-tools'

/** How a test builds the converted tools: the real bridge, or a broken one. */
export type Bridge = (tools: readonly AnyTool[]) => unknown[]

export const realBridge: Bridge = (tools) =>
  toLangChainTools(tools, { provider: 'openai', strict: true })

/** Which OpenAI API ChatOpenAI speaks: the scripted fetch answers both. */
export type OpenAIApi = 'responses' | 'chat-completions'

/** LangChain's own agent loop on ChatOpenAI, talking to the scripted fetch. */
export function scriptedAgent(
  tools: readonly AnyTool[],
  fetch: typeof globalThis.fetch,
  bridge: Bridge = realBridge,
  checkpointer?: BaseCheckpointSaver,
  api: OpenAIApi = 'responses',
) {
  const model = new ChatOpenAI({
    model: 'gpt-4.1-mini',
    useResponsesApi: api === 'responses',
    // LangChain's switch for OpenAI's strict tool calls; the bridge's `strict` picks the schema.
    supportsStrictToolCalling: true,
    apiKey: 'test',
    maxRetries: 0,
    configuration: { fetch, apiKey: 'test' },
  })
  return createAgent({
    model,
    tools: bridge(tools) as never,
    ...(checkpointer === undefined ? {} : { checkpointer }),
  })
}

export const PROMPT = { messages: [{ role: 'user', content: 'Go.' }] }
