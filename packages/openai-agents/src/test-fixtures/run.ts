import { run } from '@openai/agents'
import { type ScriptedTurn, scriptedResponses } from '@polytool/bridge-scenarios'
import type { AnyTool } from '@polytool/core'
import type { OpenAIAgentsToolOptions } from '../options'
import { toOpenAIAgentsTools } from '../to-openai-agents-tools'
import { fixtureAgent } from './agent'

/** The first tool output the SDK sent back to the scripted model, as the request carried it. */
export interface SentToolOutput {
  readonly type: 'function_call_output'
  readonly call_id: string
  readonly output: unknown
}

/**
 * Runs the Agents SDK's loop once with `tools` bridged with `options`, against `turns`, and
 * answers the requests it sent and the tool outputs in them.
 */
export async function runAgent(
  tools: readonly AnyTool[],
  turns: readonly ScriptedTurn[],
  options: OpenAIAgentsToolOptions<any> = {},
  context: unknown = {},
) {
  const provider = scriptedResponses(turns)
  const agent = fixtureAgent(tools, provider.fetch, (list) => toOpenAIAgentsTools(list, options))
  const result = await run(agent, 'Go.', { context: context as Record<string, unknown> })
  const outputs = provider.requests.flatMap((request) =>
    ((request.body as { input?: unknown[] }).input ?? []).filter(
      (item): item is SentToolOutput =>
        (item as { type?: unknown }).type === 'function_call_output',
    ),
  )
  return { result, requests: provider.requests, outputs }
}
