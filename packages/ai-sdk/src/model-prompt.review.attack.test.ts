import { type AnyTool, RequestContext, ToolError } from '@polytool/core'
import { createTool } from '@polytool/zod'
import { generateText, stepCountIs } from 'ai'
import { MockLanguageModelV4 } from 'ai/test'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { toAISDKTools } from './index.js'

// A scripted model calls polytool tools through `generateText`; the prompt of its second step is
// exactly what the model read of each tool result. No piece of a planted request-context value or
// secret may be in it.

const PRIVATE = 'Zq7kP9mW2xL4vB8nR3tY6cJ'
const CREDENTIAL = 'Zk9f2q7WmX3pL8vB4nR6'

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
}

function piecesOf(value: string, size = 5): string[] {
  const pieces: string[] = []
  for (let start = 0; start + size <= value.length; start++)
    pieces.push(value.slice(start, start + size))
  return pieces
}

/** Runs one model step calling each tool with its arguments, and gives the next step's prompt. */
async function promptAfterCalls(
  tools: AnyTool[],
  calls: Array<{ name: string; args: unknown }>,
  requestContext: ConstructorParameters<typeof RequestContext>[0] | (() => never) = {
    tenant: PRIVATE,
  },
): Promise<string> {
  let step = 0
  const model = new MockLanguageModelV4({
    doGenerate: async () => {
      step++
      if (step === 1) {
        return {
          content: calls.map((call, index) => ({
            type: 'tool-call' as const,
            toolCallId: `call_${index}`,
            toolName: call.name,
            input: JSON.stringify(call.args),
          })),
          finishReason: { unified: 'tool-calls' as const, raw: undefined },
          usage,
          warnings: [],
        }
      }
      return {
        content: [{ type: 'text' as const, text: 'done' }],
        finishReason: { unified: 'stop' as const, raw: undefined },
        usage,
        warnings: [],
      }
    },
  })
  await generateText({
    model,
    tools: toAISDKTools(tools, {
      provider: 'openai',
      observer: { log: () => {} },
      requestContext:
        typeof requestContext === 'function' ? requestContext : new RequestContext(requestContext),
    }),
    stopWhen: stepCountIs(2),
    prompt: 'go',
  })
  expect(model.doGenerateCalls.length).toBe(2)
  return JSON.stringify(model.doGenerateCalls[1]?.prompt)
}

function expectHidden(prompt: string, value: string): void {
  for (const piece of piecesOf(value)) expect(prompt, prompt.slice(0, 3000)).not.toContain(piece)
}

describe('ai-sdk bridge: what the model reads of failures', () => {
  it('an exception, its fields, and an exposed exception straddling the cut', async () => {
    const thrower = createTool({
      id: 'thrower',
      description: 'throws',
      inputSchema: z.object({}),
      execute: async (_input, { requestContext }) => {
        throw Object.assign(new Error(`db refused ${String(requestContext.get('tenant'))}`), {
          code: CREDENTIAL,
        })
      },
    })
    const exposed = createTool({
      id: 'exposed',
      description: 'throws visibly',
      inputSchema: z.object({ pad: z.number() }),
      exposeErrors: true,
      execute: async ({ pad }, { requestContext }) => {
        throw new Error(
          `${'e'.repeat(pad)}${String(requestContext.get('tenant'))} Bearer ${CREDENTIAL}`,
        )
      },
    })
    const calls = [{ name: 'thrower', args: {} }]
    for (let pad = 440; pad <= 500; pad += 6) calls.push({ name: 'exposed', args: { pad } })
    const prompt = await promptAfterCalls([thrower, exposed], calls)
    expect(prompt).toContain('internal error')
    expectHidden(prompt, PRIVATE)
    expectHidden(prompt, CREDENTIAL)
  })

  it('a requestContext function that throws a secret', async () => {
    const tool = createTool({
      id: 'plain',
      description: 'plain',
      inputSchema: z.object({}),
      execute: async () => 'ok',
    })
    const prompt = await promptAfterCalls([tool], [{ name: 'plain', args: {} }], () => {
      throw new Error(`session store down: postgres://app:${CREDENTIAL}@db/prod tenant ${PRIVATE}`)
    })
    expectHidden(prompt, PRIVATE)
    expectHidden(prompt, CREDENTIAL)
  })

  it("a tool's own toModelOutput that throws", async () => {
    const tool = createTool({
      id: 'shaped',
      description: 'shapes its output',
      inputSchema: z.object({}),
      execute: async () => ({ value: 1 }),
      toModelOutput: () => {
        throw new Error(`formatter failed for ${PRIVATE} token=${CREDENTIAL}`)
      },
    })
    const prompt = await promptAfterCalls([tool], [{ name: 'shaped', args: {} }])
    expectHidden(prompt, PRIVATE)
    expectHidden(prompt, CREDENTIAL)
  })

  it('an output with a throwing getter, and an invalid output with private keys', async () => {
    const getter = createTool({
      id: 'getter',
      description: 'returns a getter',
      inputSchema: z.object({}),
      execute: async () => ({
        get value(): string {
          throw new Error(`lazy load failed: ${PRIVATE} ${CREDENTIAL}`)
        },
      }),
    })
    const invalid = createTool({
      id: 'invalid',
      description: 'returns an invalid output',
      inputSchema: z.object({}),
      outputSchema: z.object({ count: z.number() }).strict(),
      execute: async () => ({ count: CREDENTIAL, [`by_${PRIVATE}`]: 1 }) as never,
    })
    const prompt = await promptAfterCalls(
      [getter, invalid],
      [
        { name: 'getter', args: {} },
        { name: 'invalid', args: {} },
      ],
    )
    expect(prompt).toContain('withheld')
    expectHidden(prompt, PRIVATE)
    expectHidden(prompt, CREDENTIAL)
  })

  it('a ToolError whose message and code quote the context', async () => {
    const tool = createTool({
      id: 'te',
      description: 'refuses',
      inputSchema: z.object({}),
      execute: async (_input, { requestContext }) => {
        const tenant = String(requestContext.get('tenant'))
        throw new ToolError(`no account for ${tenant}`, { code: `NO_${tenant}` })
      },
    })
    const prompt = await promptAfterCalls([tool], [{ name: 'te', args: {} }])
    expectHidden(prompt, PRIVATE)
  })

  it('a hook that throws a secret', async () => {
    const tool = createTool({
      id: 'hooked',
      description: 'hooks',
      inputSchema: z.object({}),
      execute: async () => 'ok',
      onInputAvailable: () => {
        throw new Error(`audit log down: ${PRIVATE} ${CREDENTIAL}`)
      },
      onOutput: () => {
        throw new Error(`metrics down: ${PRIVATE} ${CREDENTIAL}`)
      },
    })
    const prompt = await promptAfterCalls([tool], [{ name: 'hooked', args: {} }])
    expectHidden(prompt, PRIVATE)
    expectHidden(prompt, CREDENTIAL)
  })

  it('a model output with a URL that does not parse, holding a credential', async () => {
    const tool = createTool({
      id: 'image',
      description: 'returns an image link',
      inputSchema: z.object({}),
      execute: async () => 'x',
      toModelOutput: () => ({
        type: 'content',
        value: [
          {
            type: 'image-url',
            url: `https://user:${CREDENTIAL}@ exa mple.com/${'p'.repeat(200)}`,
          },
        ],
      }),
    })
    const prompt = await promptAfterCalls([tool], [{ name: 'image', args: {} }])
    expectHidden(prompt, CREDENTIAL)
  })
})
