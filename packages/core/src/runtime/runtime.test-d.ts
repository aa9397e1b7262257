import { describe, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import type { ToolModelOutput } from '../model-output'
import type { ToolChunk } from './chunks'
import type { ToolCallFailure, ToolCallOutcome } from './outcome'
import { createToolCallRuntime } from './runtime'

const weather = createTool({
  id: 'weather',
  description: 'Weather',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => city,
})

describe('createToolCallRuntime types', () => {
  it('takes tools as a list or a record, and answers outcomes to narrow by status', () => {
    createToolCallRuntime({ tools: [weather] })
    createToolCallRuntime({ tools: { get_weather: weather } })
    // @ts-expect-error: tools must be tools made by createTool
    createToolCallRuntime({ tools: [{ id: 'x' }] })
    const runtime = createToolCallRuntime({ tools: [weather] })
    expectTypeOf(runtime.settle).returns.resolves.toEqualTypeOf<ToolCallOutcome[]>()
    const outcome = {} as ToolCallOutcome
    if (outcome.status === 'completed')
      expectTypeOf(outcome.modelOutput).toEqualTypeOf<ToolModelOutput>()
    if (outcome.status === 'failed') expectTypeOf(outcome.error).toEqualTypeOf<ToolCallFailure>()
    if (outcome.status === 'background') expectTypeOf(outcome.taskId).toBeString()
    if (outcome.status === 'awaiting-approval') {
      // @ts-expect-error: a waiting call has no model output yet
      void outcome.modelOutput
    }
  })

  it('refuses events that are not tool-call events', () => {
    const runtime = createToolCallRuntime({ tools: [weather] })
    runtime.push({ type: 'tool-input-delta', toolCallId: 'c', inputTextDelta: '{' })
    // @ts-expect-error: a delta carries inputTextDelta, not delta
    runtime.push({ type: 'tool-input-delta', toolCallId: 'c', delta: '{' })
  })

  it('gives chunks a payload except the start and background chunks', () => {
    const chunk = {} as ToolChunk
    if (chunk.type === 'tool-background-started') expectTypeOf(chunk.taskId).toBeString()
    if (chunk.type === 'tool-output-available') expectTypeOf(chunk.payload).toBeUnknown()
    if (chunk.type === 'tool-input-start') expectTypeOf(chunk).not.toHaveProperty('payload')
  })
})
