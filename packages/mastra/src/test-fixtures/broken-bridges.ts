import { modelOutputFor } from '@polytool/core'
import { toolInputSchema } from '@polytool/json-schema'
import { createExecute } from '../execute'
import { toMastraTools } from '../index'
import type { Bridge } from './harness'

/** The piece a broken bridge leaves out. */
export type Breakage = 'decode' | 'signature' | 'approval'

interface MutableMastraTool {
  execute?: unknown
  toModelOutput?: unknown
  requireApproval?: unknown
  needsApprovalFn?: unknown
}

/**
 * The real bridge with one piece taken out, to show that the scenario checking that piece fails
 * without it: `decode` runs the pipeline on the model's raw arguments, `signature` answers the
 * AI SDK's `toModelOutput({ output })` (what `@polytool/ai-sdk` does) instead of Mastra's
 * `toModelOutput(output)`, `approval` drops the mapping to Mastra's `requireApproval`.
 *
 * @param breakage - the piece to leave out
 */
export function brokenBridge(breakage: Breakage): Bridge {
  return (tools) => {
    const made = toMastraTools(tools, { provider: 'openai', strict: true }) as Record<
      string,
      MutableMastraTool
    >
    for (const tool of tools) {
      const mastraTool = made[tool.id]
      if (mastraTool === undefined) continue
      if (breakage === 'decode') {
        const schema = toolInputSchema(tool, 'openai', undefined, true)
        mastraTool.execute = createExecute(tool, { ...schema, decode: (args) => args }, {})
      } else if (breakage === 'signature') {
        mastraTool.toModelOutput = ({ output }: { output: unknown }) => modelOutputFor(tool, output)
      } else {
        mastraTool.requireApproval = false
        mastraTool.needsApprovalFn = undefined
      }
    }
    return made
  }
}
