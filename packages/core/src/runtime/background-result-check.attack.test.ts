// A background result is read back from a queue or store that others may write to, or from an
// executor the host wrote. The model must get what the output check returned, never the object
// read back: before, keys the output schema strips and a getter that answers otherwise on its
// second read went on to the model.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import type { AnyTool } from '../tool'
import { type BackgroundExecutor, createInProcessExecutor, isInProcessExecutor } from './background'
import { backgroundOutcome, handingBack, profileWith } from './test-fixtures/background-results'

const profile = profileWith()
const handingBackOutput = (output: () => unknown) =>
  handingBack((toolCallId) => ({ status: 'completed', toolCallId, output: output() }))
const outcomeWith = (executor: BackgroundExecutor, tool: AnyTool = profile) =>
  backgroundOutcome(executor, tool)

describe('attack: a background result read back is handed on as validated', () => {
  it('keys the output schema strips never reach the model', async () => {
    const outcome = await outcomeWith(
      handingBackOutput(() => ({ name: 'Ann', passwordHash: '$2b$12$private-hash-9931' })),
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
    const outcome = await outcomeWith(handingBackOutput(output))
    expect(outcome).toMatchObject({ status: 'completed', output: { name: 'Ann' } })
    expect(JSON.stringify(outcome)).not.toContain('sk_live_secret_after_check')
  })

  it('an output the schema refuses still fails, its value withheld', async () => {
    const outcome = await outcomeWith(
      handingBackOutput(() => ({ name: 42, note: 'private note 77' })),
    )
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
