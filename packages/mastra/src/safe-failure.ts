import { egressText, formatPath, type ToolIssue } from '@polytool/core'

/** What Mastra gets of a failure the pipeline answered: the code and a message the model may read. */
export interface MastraToolFailure {
  error: true
  code: string
  message: string
}

/**
 * The failure as Mastra may keep it (stream chunks, step results, memory): never the
 * `ValidationError` itself, whose fields can quote output that failed `outputSchema`.
 */
export function safeFailure(
  toolId: string,
  failure: { code?: unknown; message: string; issues?: unknown },
): MastraToolFailure {
  const code = typeof failure.code === 'string' ? failure.code : 'TOOL_FAILED'
  const message =
    code === 'TOOL_OUTPUT_INVALID'
      ? withheldOutput(toolId, Array.isArray(failure.issues) ? failure.issues : [])
      : failure.message
  return { error: true, code, message }
}

/** Paths named in the message the model reads about withheld output. */
const MAX_PATHS = 10

/** The message the model reads about output refused by `outputSchema`: paths, never values. */
export function withheldOutput(toolId: string, issues: readonly ToolIssue[]): string {
  const paths = [...new Set(issues.map((issue) => formatPath(issue.path)))]
  const named = paths.slice(0, MAX_PATHS).join(', ')
  const more = paths.length > MAX_PATHS ? ` and ${paths.length - MAX_PATHS} more` : ''
  return egressText(
    'model',
    `Tool ${toolId} returned output that does not match its outputSchema${named === '' ? '' : ` (at ${named}${more})`}; the output was withheld.`,
  )
}
