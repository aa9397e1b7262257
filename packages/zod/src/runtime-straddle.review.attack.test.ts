import {
  type AnyTool,
  createToolCallRuntime,
  RequestContext,
  type ToolCallOutcome,
  type ToolChunk,
  ToolError,
} from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './index.js'

// Texts the runtime cuts (an exposed exception at 500 characters, a `ToolError` code at 64, an
// unknown tool name at 100) with a request-context value planted where the cut falls: the docs
// promise the gate scrubs the whole text first, so no piece of the value shows.

const PRIVATE = 'Zq7kP9mW2xL4vB8nR3tY6cJ'

function piecesOf(value: string, size = 5): string[] {
  const pieces: string[] = []
  for (let start = 0; start + size <= value.length; start++)
    pieces.push(value.slice(start, start + size))
  return pieces
}

function expectHidden(text: string): void {
  for (const piece of piecesOf(PRIVATE)) expect(text, text).not.toContain(piece)
}

async function runOnce(
  tool: AnyTool,
  args: unknown,
  toolName: string = tool.id,
): Promise<{ outcome: ToolCallOutcome; chunks: ToolChunk[] }> {
  const runtime = createToolCallRuntime({
    tools: [tool],
    requestContext: new RequestContext({ tenant: PRIVATE }),
    observer: { log: () => {} },
  })
  runtime.push({ type: 'tool-input-start', toolCallId: 'c1', toolName })
  runtime.push({ type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: JSON.stringify(args) })
  runtime.push({ type: 'tool-input-end', toolCallId: 'c1' })
  const [outcome] = await runtime.settle()
  await runtime.close()
  const chunks: ToolChunk[] = []
  for await (const chunk of runtime.display) chunks.push(chunk)
  if (outcome === undefined) throw new Error('no outcome')
  return { outcome, chunks }
}

function everythingSent(outcome: ToolCallOutcome, chunks: ToolChunk[]): string {
  return JSON.stringify({ outcome, chunks })
}

describe('runtime: a request-context value straddling a cut shows nothing of itself', () => {
  it('an exposed exception cut at 500 characters', async () => {
    for (let pad = 440; pad <= 500; pad += 4) {
      const tool = createTool({
        id: 't',
        description: 'throws',
        inputSchema: z.object({ pad: z.number() }),
        exposeErrors: true,
        execute: async ({ pad: length }, { requestContext }) => {
          throw new Error(`${'e'.repeat(length)}${String(requestContext.get('tenant'))} end`)
        },
      })
      const { outcome, chunks } = await runOnce(tool, { pad })
      expect(outcome.status).toBe('failed')
      expectHidden(everythingSent(outcome, chunks))
    }
  })

  it('a ToolError message cut at 500 characters', async () => {
    for (let pad = 440; pad <= 500; pad += 4) {
      const tool = createTool({
        id: 't',
        description: 'throws',
        inputSchema: z.object({ pad: z.number() }),
        execute: async ({ pad: length }, { requestContext }) => {
          throw new ToolError(`${'e'.repeat(length)}${String(requestContext.get('tenant'))} end`)
        },
      })
      const { outcome, chunks } = await runOnce(tool, { pad })
      expectHidden(everythingSent(outcome, chunks))
    }
  })

  it('a ToolError code cut at 64 characters', async () => {
    for (let pad = 40; pad <= 64; pad += 2) {
      const tool = createTool({
        id: 't',
        description: 'throws',
        inputSchema: z.object({ pad: z.number() }),
        execute: async ({ pad: length }, { requestContext }) => {
          throw new ToolError('nope', {
            code: `C${'_'.repeat(length)}${String(requestContext.get('tenant'))}`,
          })
        },
      })
      const { outcome, chunks } = await runOnce(tool, { pad })
      expectHidden(everythingSent(outcome, chunks))
    }
  })

  it('a model-invented tool name is cut to 100 characters everywhere it is repeated', async () => {
    const tool = createTool({
      id: 't',
      description: 'never called',
      inputSchema: z.object({}),
      execute: async () => 'ok',
    })
    const { outcome, chunks } = await runOnce(tool, {}, `${'n'.repeat(5000)}TAIL`)
    expect(outcome.status).toBe('failed')
    const sent = everythingSent(outcome, chunks)
    expect(sent).not.toContain('TAIL')
    expect(sent).not.toContain('n'.repeat(101))
  })

  it('a secret-shaped credential in an invented tool name at the cut', async () => {
    const tool = createTool({
      id: 't',
      description: 'never called',
      inputSchema: z.object({}),
      execute: async () => 'ok',
    })
    const credential = 'Zk9f2q7WmX3pL8vB4nR6'
    for (let pad = 70; pad <= 100; pad += 2) {
      const name = `${'n'.repeat(pad)} Bearer ${credential}`
      const { outcome, chunks } = await runOnce(tool, {}, name)
      const sent = everythingSent(outcome, chunks)
      for (const piece of piecesOf(credential, 5)) expect(sent, sent).not.toContain(piece)
    }
  })
})

describe('runtime: reasons a host passes are scrubbed of the request context', () => {
  const approvalTool = createTool({
    id: 'pay',
    description: 'needs approval',
    inputSchema: z.object({ amount: z.number() }),
    requireApproval: true,
    execute: async () => 'paid',
  })

  async function waitingRuntime() {
    const runtime = createToolCallRuntime({
      tools: [approvalTool],
      requestContext: new RequestContext({ tenant: PRIVATE }),
      observer: { log: () => {} },
    })
    runtime.push({ type: 'tool-input-start', toolCallId: 'c1', toolName: 'pay' })
    runtime.push({ type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: '{"amount":1}' })
    runtime.push({ type: 'tool-input-end', toolCallId: 'c1' })
    await runtime.settle()
    return runtime
  }

  it('decline reason', async () => {
    const runtime = await waitingRuntime()
    const outcome = await runtime.decline('c1', `tenant ${PRIVATE} may not pay`)
    await runtime.close()
    const chunks: ToolChunk[] = []
    for await (const chunk of runtime.display) chunks.push(chunk)
    expectHidden(everythingSent(outcome, chunks))
  })

  it('decline reason straddling the model cut', async () => {
    const runtime = await waitingRuntime()
    const outcome = await runtime.decline('c1', `${'r'.repeat(8170)}${PRIVATE}`)
    await runtime.close()
    const chunks: ToolChunk[] = []
    for await (const chunk of runtime.display) chunks.push(chunk)
    expectHidden(everythingSent(outcome, chunks))
  })
})
