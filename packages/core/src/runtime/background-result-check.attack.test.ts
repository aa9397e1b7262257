// A background result is read back from a queue or store that others may write to, or from an
// executor the host wrote. The model must get what the output check returned, never the object
// read back: before, keys the output schema strips and a getter that answers otherwise on its
// second read went on to the model.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import type { AnyTool } from '../tool'
import {
  type BackgroundExecutor,
  type BackgroundResult,
  createInProcessExecutor,
  isInProcessExecutor,
} from './background'
import { createToolCallRuntime } from './runtime'

const profile = createTool({
  id: 'profile',
  description: 'A user profile',
  inputSchema: z.object({}),
  outputSchema: z.object({ name: z.string() }),
  background: { enabled: true },
  execute: () => ({ name: 'Ann' }),
})

/** An executor that hands back `output` for every job, as a queue someone wrote to would. */
function handingBack(output: () => unknown): BackgroundExecutor {
  return {
    submit: () => {},
    cancel: () => {},
    result: async (_jobId, { toolCallId }): Promise<BackgroundResult> => ({
      status: 'completed',
      toolCallId,
      output: output(),
    }),
  }
}

async function outcomeWith(executor: BackgroundExecutor, tool: AnyTool = profile) {
  const runtime = createToolCallRuntime({ tools: [tool], executor })
  runtime.push({ type: 'tool-input-start', toolCallId: 'c1', toolName: tool.id })
  runtime.push({ type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: '{}' })
  runtime.push({ type: 'tool-input-end', toolCallId: 'c1' })
  await runtime.settle()
  const outcomes = await runtime.idle()
  await runtime.close()
  return outcomes.at(-1)
}

describe('attack: a background result read back is handed on as validated', () => {
  it('keys the output schema strips never reach the model', async () => {
    const outcome = await outcomeWith(
      handingBack(() => ({ name: 'Ann', passwordHash: '$2b$12$private-hash-9931' })),
    )
    expect(outcome).toMatchObject({ status: 'completed', output: { name: 'Ann' } })
    expect(JSON.stringify(outcome)).not.toContain('private-hash-9931')
  })

  it('a getter that answers a valid value first and a secret after is read once', async () => {
    let reads = 0
    const output = () => ({
      get name() {
        reads++
        return reads === 1 ? 'Ann' : 'sk_live_secret_after_check'
      },
    })
    const outcome = await outcomeWith(handingBack(output))
    expect(outcome).toMatchObject({ status: 'completed', output: { name: 'Ann' } })
    expect(JSON.stringify(outcome)).not.toContain('sk_live_secret_after_check')
  })

  it('an output the schema refuses still fails, its value withheld', async () => {
    const outcome = await outcomeWith(handingBack(() => ({ name: 42, note: 'private note 77' })))
    expect(outcome).toMatchObject({ status: 'failed', error: { code: 'TOOL_OUTPUT_INVALID' } })
    expect(JSON.stringify(outcome)).not.toContain('private note 77')
  })
})

describe("an in-process executor's result", () => {
  it('is the pipeline output as it is: a transform is applied once, not again', async () => {
    const counter = createTool({
      id: 'counter',
      description: 'Counts',
      inputSchema: z.object({}),
      outputSchema: z.number().transform((count) => count + 1),
      background: { enabled: true },
      execute: () => 1,
    })
    const outcome = await outcomeWith(createInProcessExecutor(), counter)
    expect(outcome).toMatchObject({ status: 'completed', output: 2 })
  })

  it('cannot have its methods swapped for a foreign result that would skip the check', () => {
    const executor = createInProcessExecutor()
    expect(() => {
      ;(executor as { result: unknown }).result = async () => ({})
    }).toThrow(TypeError)
    expect(isInProcessExecutor({ ...executor })).toBe(false)
  })
})
