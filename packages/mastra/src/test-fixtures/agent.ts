import { createOpenAI } from '@ai-sdk/openai'
import { Agent } from '@mastra/core/agent'
import type { ScriptedResponses } from '@polytool/bridge-scenarios'

/** A Mastra agent on `@ai-sdk/openai`'s Responses model, answering from the scripted provider. */
export function scriptedAgent(provider: ScriptedResponses, tools: Record<string, unknown>): Agent {
  const openai = createOpenAI({ apiKey: 'test', fetch: provider.fetch })
  return new Agent({
    id: 'scripted',
    name: 'Scripted',
    instructions: 'Use the tools.',
    model: openai('gpt-4.1-mini'),
    tools: tools as never,
  })
}
