import type { TransformPhase } from '../transform'

/** Chunks whose payload went through the tool's transform for the target, with their phase. */
export const CHUNK_PHASES = {
  'tool-input-delta': 'inputDelta',
  'tool-input-available': 'input',
  'tool-call-approval': 'approval',
  'tool-call-declined': 'error',
  'tool-call-suspended': 'suspend',
  'tool-call-resumed': 'resume',
  'tool-output-available': 'output',
  'tool-output-error': 'error',
} as const satisfies Record<string, TransformPhase>

/** The type of a chunk that carries a transformed payload. */
export type PayloadChunkType = keyof typeof CHUNK_PHASES

/**
 * What the runtime tells a UI (display stream) or a transcript (transcript stream) about a
 * call. `payload` is what the tool's transform for that target let through, or the raw payload
 * when the tool has no transform for the target. An input delta's `partialInput` is the
 * parser's live view: copy it to keep the state at that delta.
 */
export type ToolChunk =
  | { readonly type: 'tool-input-start'; readonly toolCallId: string; readonly toolName: string }
  | {
      readonly type: 'tool-background-started'
      readonly toolCallId: string
      readonly toolName: string
      readonly taskId: string
    }
  | {
      readonly type: PayloadChunkType
      readonly toolCallId: string
      readonly toolName: string
      readonly payload: unknown
    }
