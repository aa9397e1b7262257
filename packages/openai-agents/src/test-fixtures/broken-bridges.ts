import { tool as agentsTool } from '@openai/agents'
import { type AnyTool, modelOutputFor, runToolPipeline } from '@polytool/core'
import { needsApprovalFor } from '../approval'
import { createExecute } from '../execute'
import { agentsInputSchema } from '../input-schema'
import type { OpenAIAgentsTool } from '../to-openai-agents-tool'
import type { Bridge } from './agent'

/** The piece a deliberately broken bridge leaves out. */
export type MissingPiece = 'decode' | 'model-output' | 'approval'

/**
 * The bridge with one piece removed, built from the same parts as `toOpenAIAgentsTool`, to
 * show that the scenario checking that piece fails without it:
 * - `decode`: the model's strict-mode arguments go to the pipeline as they are;
 * - `model-output`: the tool returns polytool's model output as it is, not in the SDK's
 *   output types (the wrong signature for the SDK);
 * - `approval`: `requireApproval` is not mapped to `needsApproval`.
 */
export function brokenBridge(missing: MissingPiece): Bridge {
  return (tools) => tools.map((tool) => brokenTool(tool, missing))
}

function brokenTool(tool: AnyTool, missing: MissingPiece): OpenAIAgentsTool<any> {
  const { providerSchema, strict } = agentsInputSchema(tool, {})
  const schema =
    missing === 'decode' ? { ...providerSchema, decode: (args: unknown) => args } : providerSchema
  const execute =
    missing === 'model-output'
      ? async (input: unknown) =>
          modelOutputFor(tool, await runToolPipeline(tool, schema.decode(input)))
      : createExecute(tool, schema, {})
  const made = agentsTool({
    name: tool.id,
    description: tool.description,
    parameters: structuredClone(providerSchema.schema) as never,
    strict: strict as never,
    execute: execute as never,
    needsApproval:
      missing === 'approval' ? false : (needsApprovalFor(tool, schema, undefined) as never),
  })
  return { ...made, name: tool.id } as OpenAIAgentsTool<any>
}
