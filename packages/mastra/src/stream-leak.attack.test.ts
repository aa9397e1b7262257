import { RequestContext as MastraRequestContext } from '@mastra/core/request-context'
import { scriptedResponses } from '@polytool/bridge-scenarios'
import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { toMastraTools } from './index'
import { scriptedAgent } from './test-fixtures/agent'

const CONTEXT_SECRET = 'zz-CTXSECRET-4711'
const HEADER_SECRET = 'zz-HDR-Bearer-5150'
const OUTPUT_SECRET = 'zz-OUTSECRET-777'

async function streamedChunks(tools: Record<string, unknown>, toolName: string): Promise<string> {
  const provider = scriptedResponses([
    { toolCalls: [{ name: toolName, arguments: '{}', callId: 'c1' }] },
    { text: 'ok' },
  ])
  const agent = scriptedAgent(provider, tools)
  const requestContext = new MastraRequestContext([['k', CONTEXT_SECRET]] as never)
  const stream = await agent.stream('go', { requestContext })
  const chunks: unknown[] = []
  for await (const chunk of stream.fullStream) chunks.push(chunk)
  return JSON.stringify(chunks) + provider.requests.map((request) => request.text).join('\n')
}

describe('what Mastra stream chunks carry of a failed call', () => {
  // Attack: an HTTP client's error quotes a request-context value and carries the request's
  // headers; Mastra's stream serialises the whole cause chain of the error the tool ends with.
  it("a tool's exception (message, headers) never reaches a tool-error chunk", async () => {
    const thrower = createTool({
      id: 'thrower',
      description: 'Calls an API',
      inputSchema: z.object({}),
      execute: async (_input, { requestContext }) => {
        const error = new Error(`boom ${String(requestContext.get('k' as never))}`)
        Object.assign(error, { config: { headers: { authorization: `Bearer ${HEADER_SECRET}` } } })
        throw error
      },
    })
    const seen = await streamedChunks(toMastraTools([thrower]), 'thrower')
    expect(seen).toContain('tool-error')
    expect(seen).not.toContain(CONTEXT_SECRET)
    expect(seen).not.toContain(HEADER_SECRET)
  })

  // Attack: output refused by outputSchema rides in tool-result, step-finish and finish chunks
  // when the ValidationError itself is the tool's result: a schema message may quote it, here
  // a part of it that redaction of the whole value does not recognise.
  it('output refused by outputSchema never reaches a stream chunk', async () => {
    const leaky = createTool({
      id: 'leaky',
      description: 'Returns a number',
      inputSchema: z.object({}),
      outputSchema: z.object({
        n: z.number({
          error: (issue) => `expected a number, received ${String(issue.input).slice(3)}`,
        }),
      }),
      execute: async () => ({ n: OUTPUT_SECRET }) as never,
    })
    const seen = await streamedChunks(toMastraTools([leaky]), 'leaky')
    expect(seen).toContain('withheld')
    expect(seen).not.toContain(OUTPUT_SECRET.slice(3))
  })

  // Attack: a getter in the output throws an error quoting a request-context value; whoever
  // converts the output for the provider must not pass that message on.
  it("a throwing getter's message never reaches the provider or a chunk", async () => {
    const getter = createTool({
      id: 'getter',
      description: 'Looks up an account',
      inputSchema: z.object({}),
      execute: async (_input, { requestContext }) => ({
        ok: 1,
        get x(): number {
          throw new Error(`lookup failed for ${String(requestContext.get('k' as never))}`)
        },
      }),
    })
    const seen = await streamedChunks(toMastraTools([getter]), 'getter')
    expect(seen).not.toContain(CONTEXT_SECRET)
    expect(seen).not.toContain('lookup failed')
  })
})
