// Through the AI SDK bridge, what a tool call answers is sent to the model provider. An invalid
// output (the tool's own data) and a credential in a tool's exposed error must not be in it.
import { ToolError } from '@polytool/core'
import { createTool } from '@polytool/zod'
import { generateText, stepCountIs } from 'ai'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { scriptedModel, textTurn, toolCallTurn, toolResultsSent } from './test-fixtures/model'
import { toAISDKTools } from './to-ai-sdk-tools'

async function sentToProvider(tools: ReturnType<typeof toAISDKTools>): Promise<string> {
  const model = scriptedModel([toolCallTurn('get_user', { id: 'u1' }), textTurn('Done.')])
  await generateText({ model, tools, stopWhen: stepCountIs(3), prompt: 'Who is u1?' })
  return JSON.stringify(toolResultsSent(model, 1))
}

describe('attack: text the AI SDK bridge sends to a provider', () => {
  it('an invalid output reaches the provider as the withheld message only', async () => {
    const tool = createTool({
      id: 'get_user',
      description: 'Gets a user',
      inputSchema: z.object({ id: z.string() }),
      outputSchema: z.object({ email: z.email(), plan: z.enum(['free', 'pro']) }),
      execute: async () =>
        ({
          email: 'not-an-email',
          plan: 'enterprise',
          ssnLastFour: '4417',
          internalNote: 'flagged for fraud review by the risk team',
        }) as never,
    })
    const sent = await sentToProvider(toAISDKTools([tool], { provider: 'openai' }))
    expect(sent).toContain('Tool output validation failed')
    expect(sent).toContain('was withheld')
    for (const needle of ['fraud review', 'not-an-email', 'enterprise', 'ssnLastFour']) {
      expect(sent).not.toContain(needle)
    }
  })

  it('a ToolError with a credential after a prefix', async () => {
    const tool = createTool({
      id: 'get_user',
      description: 'Gets a user',
      inputSchema: z.object({ id: z.string() }),
      execute: async () => {
        throw new ToolError('directory lookup failed: auth: tk-98af-77de-secret')
      },
    })
    const sent = await sentToProvider(toAISDKTools([tool], { provider: 'openai' }))
    expect(sent).toContain('directory lookup failed')
    expect(sent).not.toContain('tk-98af-77de-secret')
  })
})
