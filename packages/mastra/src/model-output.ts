import {
  type AnyTool,
  isToolFailure,
  isValidationError,
  modelOutputFor,
  type ToolModelOutput,
  type ToolObserver,
} from '@polytool/core'
import { withheldOutput } from './safe-failure'

/**
 * Mastra's `toModelOutput(output)`: Mastra passes the tool's result itself (not the AI SDK's
 * `{ output }`), and takes back the AI SDK's tool-result shapes, which polytool's model output
 * already has (`text`, `json`, `error-text`, `content` with `image-data` and `file-data` parts).
 * Failures the pipeline answered (`ValidationError`, a declined call) become `error-text`,
 * except that output which failed `outputSchema` is withheld: the model reads which paths
 * failed, never the output itself.
 */
export function mastraModelOutput(
  tool: AnyTool,
  observer: ToolObserver | undefined,
): (output: unknown) => Promise<ToolModelOutput> {
  return async (output) => {
    if (isValidationError(output) && output.code === 'TOOL_OUTPUT_INVALID') {
      return { type: 'error-text', value: withheldOutput(tool.id, output.issues) }
    }
    // The safe failure `execute` returned: its message is already the one the model may read.
    if (isToolFailure(output)) return { type: 'error-text', value: output.message }
    return modelOutputFor(tool, output, observer)
  }
}
