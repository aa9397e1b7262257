// A schema that hands back the very value it was given (ArkType used straight as a Standard
// Schema, `z.any()`) made `checkBackgroundResult` return the result object read back, not a
// copy: its accessors were read again when the call completed. An executor whose `result`
// threw at once left the call pending forever.
import { type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { BackgroundResult } from './background'
import { createToolCallRuntime } from './runtime'
import {
  handingBack,
  backgroundOutcome as outcomeWith,
  profileWith,
} from './test-fixtures/background-results'

describe('review2 faults: a background result read again after its check', () => {
  it("an output getter's second answer reaches the model (ArkType schema in core createTool)", async () => {
    let reads = 0
    const output = {
      get name() {
        reads++
        return reads === 1 ? 'Ann' : 'sk_live_SECOND_ANSWER_0042'
      },
    }
    const outcome = await outcomeWith(
      handingBack((toolCallId) => ({ status: 'completed', toolCallId, output })),
      profileWith(type({ name: 'string' })),
    )
    expect(JSON.stringify(outcome)).not.toContain('SECOND_ANSWER')
  })

  it.each([
    ['ArkType', type({ name: 'string' })],
    ['z.any()', z.any()],
  ] as const)(
    "result.output's third answer, never checked, reaches the model (%s)",
    async (_, schema) => {
      let reads = 0
      const checked = { name: 'Ann' }
      const outcome = await outcomeWith(
        handingBack(
          (toolCallId) =>
            ({
              status: 'completed',
              toolCallId,
              get output() {
                reads++
                return reads <= 2 ? checked : 'UNCHECKED_THIRD_ANSWER, not an object'
              },
            }) as BackgroundResult,
        ),
        profileWith(schema),
      )
      expect(JSON.stringify(outcome)).not.toContain('UNCHECKED_THIRD_ANSWER')
    },
  )

  it('an executor whose result() throws at once leaves the call pending for ever', async () => {
    const runtime = createToolCallRuntime({
      tools: [profileWith(z.object({ name: z.string() }))],
      executor: {
        submit: () => {},
        cancel: () => {},
        result: () => {
          throw new Error('queue connection lost')
        },
      },
    })
    runtime.push({ type: 'tool-input-start', toolCallId: 'c1', toolName: 'profile' })
    runtime.push({ type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: '{}' })
    runtime.push({ type: 'tool-input-end', toolCallId: 'c1' })
    await runtime.settle()
    const settled = await Promise.race([
      runtime.idle().then(() => 'idle'),
      new Promise((resolve) => setTimeout(() => resolve('still pending'), 1000)),
    ])
    expect(settled).toBe('idle')
  })
})
