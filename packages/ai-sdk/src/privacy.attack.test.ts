// What the AI SDK sends back to the model after a call is model-visible text: a thrown error's
// message becomes `tool-error` content. Private values and exception details must not be in it.
import { RequestContext, ToolError } from '@polytool/core'
import { createTool as createValibotTool } from '@polytool/valibot'
import { createTool } from '@polytool/zod'
import { generateText, stepCountIs } from 'ai'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { scriptedModel, textTurn, toolCallTurn, toolResultsSent } from './test-fixtures/model'
import { toAISDKTools } from './to-ai-sdk-tools'

const PRIVATE = {
  DATABASE_URL: 'postgres://u:pw@db/x',
  email: 'alice.private@gmail.com',
  sessionId: 'sess_9f8e7d6c5b4a',
  authorization: 'Bearer abcdef123456',
}
const NEEDLES = ['u:pw', 'pw@db', 'alice.private', 'sess_9f8e7d6c5b4a', 'abcdef123456']

const input = z.object({ city: z.string() })

async function callOnce(tools: ReturnType<typeof toAISDKTools>) {
  const model = scriptedModel([toolCallTurn('billing', { city: 'Lima' }), textTurn('Done.')])
  const result = await generateText({ model, tools, stopWhen: stepCountIs(3), prompt: 'Bill me' })
  const sent = toolResultsSent(model, 1) as Record<string, { type: string; value: unknown }>
  return { result, sent: sent.call_1! }
}

function expectNoNeedle(text: string): void {
  for (const needle of NEEDLES) expect(text).not.toContain(needle)
}

describe('the AI SDK bridge', () => {
  const contextTools = {
    zod: createTool({
      id: 'billing',
      description: 'Bills the user',
      inputSchema: input,
      requestContextSchema: z.object({
        DATABASE_URL: z.string().startsWith('mysql://'),
        email: z.email().endsWith('@corp.example'),
        sessionId: z.uuid(),
        authorization: z.string().max(5),
      }),
      execute: async () => 'never',
    }),
    valibot: createValibotTool({
      id: 'billing',
      description: 'Bills the user',
      inputSchema: v.object({ city: v.string() }),
      requestContextSchema: v.object({
        DATABASE_URL: v.pipe(v.string(), v.startsWith('mysql://')),
        email: v.pipe(v.string(), v.endsWith('@corp.example')),
        sessionId: v.pipe(v.string(), v.uuid()),
        authorization: v.pipe(v.string(), v.maxLength(5)),
      }),
      execute: async () => 'never',
    }),
  }

  for (const [library, tool] of Object.entries(contextTools)) {
    it(`${library}: sends the model no request context value when the context fails`, async () => {
      const log = vi.fn()
      const requestContext = new RequestContext<Record<string, unknown>>(
        Object.entries(PRIVATE) as never,
      )
      const { sent } = await callOnce(
        toAISDKTools([tool], { provider: 'openai', requestContext, observer: { log } }),
      )
      expect(sent.type).toBe('error-text')
      expect(sent.value).toMatch(
        /^Request context validation failed for billing:\n- DATABASE_URL: /,
      )
      expectNoNeedle(JSON.stringify(sent))
      expect(log).toHaveBeenCalledWith(
        'warn',
        expect.any(String),
        expect.objectContaining({ code: 'TOOL_REQUEST_CONTEXT_INVALID' }),
      )
    })
  }

  it('sends the generic message when execute throws; the observer and the step keep the error', async () => {
    const cause = new Error('connect postgres://u:pw@db failed')
    const log = vi.fn()
    const tool = createTool({
      id: 'billing',
      description: 'Bills the user',
      inputSchema: input,
      execute: async () => {
        throw cause
      },
    })
    const { result, sent } = await callOnce(
      toAISDKTools([tool], { provider: 'openai', observer: { log } }),
    )
    expect(sent).toEqual({
      type: 'error-text',
      value:
        'ToolExecutionError: Tool billing failed with an internal error; the details stay on the server.',
    })
    const toolError = result.steps[0]?.content.find((part) => part.type === 'tool-error')
    expect((toolError as { error: Error }).error.cause).toBe(cause)
    expect(log).toHaveBeenCalledWith(
      'error',
      expect.any(String),
      expect.objectContaining({ error: cause }),
    )
  })

  it('hides an exception from a requestContext function too', async () => {
    const tool = createTool({
      id: 'billing',
      description: 'Bills the user',
      inputSchema: input,
      execute: async () => 'never',
    })
    const requestContext = () => {
      throw new Error(`session store down at ${PRIVATE.DATABASE_URL} for ${PRIVATE.email}`)
    }
    const { sent } = await callOnce(toAISDKTools([tool], { provider: 'openai', requestContext }))
    expect(sent.type).toBe('error-text')
    expectNoNeedle(JSON.stringify(sent))
  })

  it('shows a ToolError to the model', async () => {
    const tool = createTool({
      id: 'billing',
      description: 'Bills the user',
      inputSchema: input,
      execute: async () => {
        throw new ToolError('City not found')
      },
    })
    const { sent } = await callOnce(toAISDKTools([tool], { provider: 'openai' }))
    expect(sent).toEqual({
      type: 'error-text',
      value: 'ToolExecutionError: Tool billing failed: City not found',
    })
  })
})
