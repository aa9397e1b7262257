import { z } from 'zod'
import { createTool } from '../../create-tool'
import type { AnyTool } from '../../tool'
import type { BackgroundExecutor, BackgroundResult } from '../background'
import { createToolCallRuntime } from '../runtime'

/** A background tool that returns `{ name: 'Ann' }`, checked by `outputSchema`. */
export function profileWith(
  outputSchema: AnyTool['outputSchema'] = z.object({ name: z.string() }),
): AnyTool {
  return createTool({
    id: 'profile',
    description: 'A user profile',
    inputSchema: z.object({}),
    outputSchema: outputSchema as z.ZodType<{ name: string }>,
    background: { enabled: true },
    execute: () => ({ name: 'Ann' }),
  }) as unknown as AnyTool
}

/** An executor that hands back `result` for every job, as a queue someone wrote to would. */
export function handingBack(result: (toolCallId: string) => BackgroundResult): BackgroundExecutor {
  return {
    submit: () => {},
    cancel: () => {},
    result: async (_jobId, { toolCallId }) => result(toolCallId),
  }
}

/** The outcome of one call of `tool` with `{}`, run in the background on `executor`. */
export async function backgroundOutcome(executor: BackgroundExecutor, tool: AnyTool) {
  const runtime = createToolCallRuntime({ tools: [tool], executor })
  runtime.push({ type: 'tool-input-start', toolCallId: 'c1', toolName: tool.id })
  runtime.push({ type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: '{}' })
  runtime.push({ type: 'tool-input-end', toolCallId: 'c1' })
  await runtime.settle()
  const outcomes = await runtime.idle()
  await runtime.close()
  return outcomes.at(-1)
}
