import {
  type AnyTool,
  egressText,
  formatPath,
  isValidationError,
  modelOutputFor,
  type ToolIssue,
  type ToolModelOutput,
  type ToolObserver,
} from '@polytool/core'

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
    return modelOutputFor(tool, output, observer)
  }
}

/** Paths named in the message the model reads about withheld output. */
const MAX_PATHS = 10

function withheldOutput(toolId: string, issues: readonly ToolIssue[]): string {
  const paths = [...new Set(issues.map((issue) => formatPath(issue.path)))]
  const named = paths.slice(0, MAX_PATHS).join(', ')
  const more = paths.length > MAX_PATHS ? ` and ${paths.length - MAX_PATHS} more` : ''
  return egressText(
    'model',
    `Tool ${toolId} returned output that does not match its outputSchema${named === '' ? '' : ` (at ${named}${more})`}; the output was withheld.`,
  )
}
