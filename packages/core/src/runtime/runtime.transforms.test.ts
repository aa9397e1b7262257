import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import type { ToolPayloadTransformTarget } from '../transform'
import type { ToolChunk } from './chunks'
import { createToolCallRuntime } from './runtime'
import { cutText, readAll, streamCall } from './test-fixtures/streaming'

const SECRET = 'sk-live-7f3a9c'
const ARGS = JSON.stringify({ customerId: 'c-42', internalPath: `/vault/${SECRET}` })

const inputSchema = z.object({ customerId: z.string(), internalPath: z.string() })
const outputSchema = z.object({ displayName: z.string(), apiKey: z.string() })
const suspendSchema = z.object({ question: z.string(), apiKey: z.string() })
const resumeSchema = z.object({ token: z.string(), fail: z.boolean().optional() })
type Target = ToolPayloadTransformTarget<
  z.output<typeof inputSchema>,
  z.output<typeof outputSchema>,
  z.input<typeof suspendSchema>,
  z.output<typeof resumeSchema>
>

const EVERY_PHASE: Target = {
  inputDelta: ({ inputTextDelta }) => ({ received: inputTextDelta.length }),
  input: ({ input }) => ({ customerId: input?.customerId }),
  approval: ({ input }) => ({ approve: input?.customerId }),
  suspend: ({ suspendPayload }) => ({ question: suspendPayload?.question }),
  resume: () => ({ resumed: true }),
  output: ({ output }) => ({ displayName: output?.displayName }),
  error: () => ({ message: 'Customer lookup failed' }),
}
const OUTPUT_ONLY: Target = { output: EVERY_PHASE.output! }
const THROWING: Target = Object.fromEntries(
  Object.keys(EVERY_PHASE).map((phase) => [
    phase,
    () => {
      throw new Error(`cannot show ${SECRET}`)
    },
  ]),
)

function customerTool(target: Target, executed: unknown[]) {
  return createTool({
    id: 'lookup-customer',
    description: 'Looks up a customer',
    inputSchema,
    outputSchema,
    suspendSchema,
    resumeSchema,
    requireApproval: true,
    transform: { display: target, transcript: target },
    execute: async (input, context) => {
      executed.push({ input, resumeData: context.agent?.resumeData })
      const resumeData = context.agent?.resumeData
      if (!resumeData)
        return await context.agent?.suspend({ question: 'Which account?', apiKey: SECRET })
      if (resumeData.fail) throw new Error(`database refused key ${SECRET}`)
      return { displayName: 'Acme', apiKey: SECRET }
    },
  })
}

/** Runs every phase: two calls stream, wait for approval, suspend, resume; one fails. */
async function runEveryPhase(target: Target) {
  const executed: unknown[] = []
  const runtime = createToolCallRuntime({
    tools: [customerTool(target, executed)],
    observer: { log: () => {} },
  })
  streamCall(runtime, 'ok', 'lookup-customer', ARGS, 10)
  streamCall(runtime, 'bad', 'lookup-customer', ARGS, 10)
  await runtime.settle()
  await runtime.approve('ok')
  await runtime.approve('bad')
  await runtime.resume('ok', { token: SECRET })
  await runtime.resume('bad', { token: SECRET, fail: true })
  await runtime.close()
  return {
    executed,
    display: await readAll(runtime.display),
    transcript: await readAll(runtime.transcript),
  }
}

function payloadsOf(chunks: ToolChunk[], toolCallId: string): Array<[string, unknown]> {
  return chunks
    .filter((chunk) => chunk.toolCallId === toolCallId)
    .map((chunk) => [chunk.type, 'payload' in chunk ? chunk.payload : undefined])
}

const placeholder = (phase: string, reason: string) => ({ redacted: true, phase, reason })

describe.each(['display', 'transcript'] as const)(
  'createToolCallRuntime: transforms (%s)',
  (stream) => {
    it('sends every phase through its transform, and execute gets the raw values', async () => {
      const run = await runEveryPhase(EVERY_PHASE)
      expect(payloadsOf(run[stream], 'ok')).toEqual([
        ['tool-input-start', undefined],
        ...cutText(ARGS, 10).map((piece) => ['tool-input-delta', { received: piece.length }]),
        ['tool-input-available', { customerId: 'c-42' }],
        ['tool-call-approval', { approve: 'c-42' }],
        ['tool-call-suspended', { question: 'Which account?' }],
        ['tool-call-resumed', { resumed: true }],
        ['tool-output-available', { displayName: 'Acme' }],
      ])
      expect(payloadsOf(run[stream], 'bad').at(-1)).toEqual([
        'tool-output-error',
        { message: 'Customer lookup failed' },
      ])
      expect(run.executed).toContainEqual({
        input: { customerId: 'c-42', internalPath: `/vault/${SECRET}` },
        resumeData: { token: SECRET },
      })
      expect(JSON.stringify(run[stream])).not.toContain(SECRET)
    })

    it('fails closed: a phase without a transform sends a placeholder', async () => {
      const run = await runEveryPhase(OUTPUT_ONLY)
      const missing = (phase: string) => placeholder(phase, 'no-transform-for-phase')
      expect(payloadsOf(run[stream], 'ok').slice(-6)).toEqual([
        ['tool-input-delta', missing('inputDelta')],
        ['tool-input-available', missing('input')],
        ['tool-call-approval', missing('approval')],
        ['tool-call-suspended', missing('suspend')],
        ['tool-call-resumed', missing('resume')],
        ['tool-output-available', { displayName: 'Acme' }],
      ])
      expect(payloadsOf(run[stream], 'bad').at(-1)).toEqual(['tool-output-error', missing('error')])
      expect(JSON.stringify(run[stream])).not.toContain(SECRET)
    })

    it('fails closed: a transform that throws sends a placeholder', async () => {
      const run = await runEveryPhase(THROWING)
      const failed = (phase: string) => placeholder(phase, 'transform-failed')
      expect(payloadsOf(run[stream], 'ok').slice(-6)).toEqual([
        ['tool-input-delta', failed('inputDelta')],
        ['tool-input-available', failed('input')],
        ['tool-call-approval', failed('approval')],
        ['tool-call-suspended', failed('suspend')],
        ['tool-call-resumed', failed('resume')],
        ['tool-output-available', failed('output')],
      ])
      expect(payloadsOf(run[stream], 'bad').at(-1)).toEqual(['tool-output-error', failed('error')])
      expect(JSON.stringify(run[stream])).not.toContain(SECRET)
    })
  },
)

describe('createToolCallRuntime: transforms per target', () => {
  it('applies display and transcript transforms each to its own stream', async () => {
    const tool = createTool({
      id: 'echo',
      description: 'Echoes',
      inputSchema: z.object({ text: z.string() }),
      execute: async ({ text }) => ({ text, secret: SECRET }),
      transform: { display: { output: () => 'for the UI' } },
    })
    const runtime = createToolCallRuntime({ tools: [tool] })
    streamCall(runtime, 'c', 'echo', '{"text":"hi"}', 20)
    await runtime.close()
    const last = async (stream: typeof runtime.display) => {
      const chunk = (await readAll(stream)).at(-1)
      return chunk && 'payload' in chunk ? chunk.payload : undefined
    }
    expect(await last(runtime.display)).toBe('for the UI')
    // No transcript transforms at all: the tool chose to show raw payloads there.
    expect(await last(runtime.transcript)).toMatchObject({ output: { text: 'hi', secret: SECRET } })
  })
})
