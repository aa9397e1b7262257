import {
  createToolCallRuntime,
  egressText,
  privateTexts,
  RequestContext,
  ToolError,
} from '@polytool/core'
import { createTool } from '@polytool/zod'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { piecesOf, reviewTelemetry } from './test-fixtures/review-telemetry.js'

// Holds: a request-context value holding a character JSON escapes (a quote, a backslash, a newline)
// appears escaped in every JSON text: payloads, object attributes, messages built with
// JSON.stringify. The docs promise every string of the context is hidden in those texts.

const QUOTED = 'Zq7kP9mW2x"L4vB8nR3tY6cJ'
const NEWLINE = 'Hk3mQ8wZ5p\nT2vN7xR4bY9c'

let telemetry = reviewTelemetry({ recordPayloads: true })
afterEach(async () => {
  await telemetry.close()
  telemetry = reviewTelemetry({ recordPayloads: true })
})

function expectHidden(text: string, value: string): void {
  for (const piece of piecesOf(value)) expect(text, text.slice(0, 3000)).not.toContain(piece)
}

describe('otel: context values in escaped form', () => {
  it('a recorded payload, an object attribute and a JSON log message', async () => {
    const tool = createTool({
      id: 'out',
      description: 'returns the note',
      inputSchema: z.object({}),
      execute: async (_input, { observe, requestContext }) => {
        const note = String(requestContext.get('note'))
        observe.log('info', `state ${JSON.stringify({ note })}`)
        await observe.span('step', async () => 1, { state: { note } })
        return { note }
      },
    })
    for (const value of [QUOTED, NEWLINE]) {
      const runtime = createToolCallRuntime({
        tools: [tool],
        observer: telemetry.observer,
        requestContext: new RequestContext({ note: value }),
      })
      runtime.push({ type: 'tool-input-start', toolCallId: 'c1', toolName: 'out' })
      runtime.push({ type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: '{}' })
      runtime.push({ type: 'tool-input-end', toolCallId: 'c1' })
      await runtime.settle()
      await runtime.close()
      const text = await telemetry.exportedText()
      // exportedText is JSON itself: read the exported strings back before looking.
      expectHidden(JSON.parse(text).flat(4).join('\n') + text, value)
    }
  })
})

describe('egress gate: context values in escaped form', () => {
  it('the model reads a ToolError built with JSON.stringify of a context value', async () => {
    const tool = createTool({
      id: 'te',
      description: 'throws',
      inputSchema: z.object({}),
      execute: async (_input, { requestContext }) => {
        throw new ToolError(`bad state ${JSON.stringify({ note: requestContext.get('note') })}`)
      },
    })
    const runtime = createToolCallRuntime({
      tools: [tool],
      observer: { log: () => {} },
      requestContext: new RequestContext({ note: QUOTED }),
    })
    runtime.push({ type: 'tool-input-start', toolCallId: 'c1', toolName: 'te' })
    runtime.push({ type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: '{}' })
    runtime.push({ type: 'tool-input-end', toolCallId: 'c1' })
    const [outcome] = await runtime.settle()
    await runtime.close()
    expectHidden(JSON.stringify(outcome), QUOTED)
  })

  it('egressText with the escaped form', () => {
    const out = egressText('span', JSON.stringify({ note: QUOTED }), {
      privateTexts: privateTexts({ note: QUOTED }),
    })
    expectHidden(out, QUOTED)
  })
})
