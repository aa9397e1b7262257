import { tool as langChainTool } from '@langchain/core/tools'
import type { AnyTool } from '@polytool/core'
import { toolInputSchema } from '@polytool/json-schema'
import { createCall } from '../call'
import { langChainInputSchema } from '../input-schema'
import type { LangChainToolOptions } from '../options'
import type { Bridge } from './agent'

const OPTIONS: LangChainToolOptions = { provider: 'openai', strict: true }

type Piece = 'decode' | 'modelOutput' | 'approval' | 'schema'

// The bridge of to-langchain-tools.ts with one piece taken out.
function without(piece: Piece): Bridge {
  return (tools) =>
    tools.map((original: AnyTool) => {
      // Without the approval mapping the call never asks: as if the tool did not require it.
      const tool =
        piece === 'approval'
          ? (Object.create(original, { requireApproval: { value: undefined } }) as AnyTool)
          : original
      const emitted = toolInputSchema(tool, 'openai', OPTIONS.schemaOptions, true)
      const providerSchema =
        piece === 'decode' ? { ...emitted, decode: (args: unknown) => args } : emitted
      const call = createCall(tool, tool.id, providerSchema, OPTIONS)
      const func =
        piece === 'modelOutput'
          ? async (args: unknown, config: never) => {
              const [, artifact] = await call(args, config)
              return [JSON.stringify(artifact), artifact]
            }
          : call
      return langChainTool(func as never, {
        name: tool.id,
        description: tool.description,
        // A plain JSON Schema: LangChain validates it itself, before polytool can.
        schema: (piece === 'schema'
          ? structuredClone(providerSchema.schema)
          : langChainInputSchema(providerSchema)) as never,
        responseFormat: 'content_and_artifact',
      })
    })
}

/** Bridges with one piece removed, each of which some scenario must catch. */
export const brokenBridges = {
  decode: without('decode'),
  modelOutput: without('modelOutput'),
  approval: without('approval'),
  schema: without('schema'),
} satisfies Record<string, Bridge>
