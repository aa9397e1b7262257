import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import type { ToolObserver } from '../observe'
import { RequestContext } from '../request-context'
import { createToolCallRuntime } from './runtime'

// The model echoes a request-context value into the call ids it invents; the runtime's own log
// lines quote call ids, and observers write them into the host's traces.
describe("the runtime's log lines", () => {
  it('are scrubbed of request-context values a model echoed into a call id', async () => {
    const messages: string[] = []
    const observer: ToolObserver = { log: (_level, message) => messages.push(message) }
    const boom = createTool({
      id: 'boom',
      description: 'Fails',
      inputSchema: z.object({}),
      execute: async () => {
        throw new Error('down')
      },
    })
    const runtime = createToolCallRuntime({
      tools: [boom],
      observer,
      requestContext: new RequestContext([['tenant', 'tenantQX7secret']]),
    })
    runtime.push({ type: 'tool-input-start', toolCallId: 'c1_tenantQX7secret', toolName: 'boom' })
    runtime.push({
      type: 'tool-input-delta',
      toolCallId: 'c1_tenantQX7secret',
      inputTextDelta: '{',
    })
    runtime.push({
      type: 'tool-input-end',
      toolCallId: 'c1_tenantQX7secret',
      inputText: '{ }',
    })
    await runtime.settle()
    expect(messages.length).toBeGreaterThan(0)
    for (const message of messages) expect(message).not.toContain('tenantQX7secret')
  })
})
