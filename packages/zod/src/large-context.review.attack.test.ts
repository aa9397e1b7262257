import { createToolCallRuntime, RequestContext, type ToolChunk, ToolError } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './index.js'

// A request context too large or too deep to scrub cheaply must fail closed: the message that
// would quote one of its values is withheld, never sent unscrubbed.

const PRIVATE = 'Zq7kP9mW2xL4vB8nR3tY6cJ'

function contexts(): Array<[string, Record<string, unknown>]> {
  const many: Record<string, unknown> = {}
  for (let index = 0; index < 1_500; index++) many[`k${index}`] = `value-${index}-${index * 7}`
  many.k1499 = PRIVATE
  let deep: Record<string, unknown> = { leaf: PRIVATE }
  for (let level = 0; level < 40; level++) deep = { next: deep }
  const keyed: Record<string, unknown> = {}
  for (let index = 0; index < 1_500; index++) keyed[`session-${index}`] = index
  keyed[PRIVATE] = 1
  return [
    ['1,500 values', many],
    ['40 levels deep', { root: deep }],
    ['1,500 private keys', { sessions: keyed }],
  ]
}

async function failureSent(
  context: Record<string, unknown>,
  exposeErrors: boolean,
): Promise<string> {
  const tool = createTool({
    id: 'leak',
    description: 'quotes the context',
    inputSchema: z.object({}),
    exposeErrors,
    requestContextSchema: z.object({}).loose(),
    execute: async () => {
      const message = `lookup failed for ${PRIVATE}`
      if (exposeErrors) throw new Error(message)
      throw new ToolError(message, { code: `E_${PRIVATE}` })
    },
  })
  const runtime = createToolCallRuntime({
    tools: [tool],
    requestContext: new RequestContext(context),
    observer: { log: () => {} },
  })
  runtime.push({ type: 'tool-input-start', toolCallId: 'c1', toolName: 'leak' })
  runtime.push({ type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: '{}' })
  runtime.push({ type: 'tool-input-end', toolCallId: 'c1' })
  const [outcome] = await runtime.settle()
  await runtime.close()
  const chunks: ToolChunk[] = []
  for await (const chunk of runtime.display) chunks.push(chunk)
  expect(outcome?.status).toBe('failed')
  return JSON.stringify({ outcome, chunks })
}

describe('a request context too large to scrub fails closed', () => {
  for (const [name, context] of contexts()) {
    for (const exposeErrors of [false, true]) {
      it(`${name}, ${exposeErrors ? 'exposeErrors' : 'ToolError'}`, async () => {
        const sent = await failureSent(context, exposeErrors)
        expect(sent).not.toContain(PRIVATE.slice(0, 8))
        expect(sent).not.toContain(PRIVATE.slice(-8))
      })
    }
  }

  it('a failed requestContextSchema on a huge context quotes none of it', async () => {
    const [[, many]] = contexts() as [[string, Record<string, unknown>]]
    const tool = createTool({
      id: 'strict',
      description: 'needs numbers',
      inputSchema: z.object({}),
      requestContextSchema: z.record(z.string(), z.number()),
      execute: async () => 'ok',
    })
    const runtime = createToolCallRuntime({
      tools: [tool],
      requestContext: new RequestContext(many),
      observer: { log: () => {} },
    })
    runtime.push({ type: 'tool-input-start', toolCallId: 'c1', toolName: 'strict' })
    runtime.push({ type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: '{}' })
    runtime.push({ type: 'tool-input-end', toolCallId: 'c1' })
    const [outcome] = await runtime.settle()
    await runtime.close()
    const sent = JSON.stringify(outcome)
    expect(outcome?.status).toBe('failed')
    expect(sent).not.toContain(PRIVATE.slice(0, 8))
    expect(sent).not.toContain('value-12-84')
  })
})
