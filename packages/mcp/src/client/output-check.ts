import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import type { JsonSchemaToolSchema } from '@polytool/json-schema'
import { McpToolError } from '../errors'
import { shownToolName } from '../shown-name'

/**
 * Checks a result's `structuredContent` against the tool's output schema, compiled by polytool's
 * linear validator (never the SDK's, whose regexes backtrack), as MCP asks a client to: a tool
 * with an output schema must return matching structured content unless it reports an error.
 *
 * @param name - the tool name as the server listed it
 * @param result - the server's answer to `tools/call`
 * @param outputSchema - the compiled output schema, when the listing had one
 * @returns the result, unchanged, when it passes
 */
export function checkStructuredOutput(
  name: string,
  result: CallToolResult,
  outputSchema: JsonSchemaToolSchema<unknown> | undefined,
): CallToolResult {
  if (outputSchema === undefined || result.isError === true) return result
  if (result.structuredContent === undefined) {
    throw new McpToolError(
      'MCP_TOOL_OUTPUT_INVALID',
      name,
      `MCP tool ${shownToolName(name)} has an output schema but returned no structured content`,
    )
  }
  const checked = outputSchema['~standard'].validate(result.structuredContent)
  if (checked instanceof Promise || checked.issues === undefined) return result
  // Only paths and count: the server's values are not repeated.
  const paths = checked.issues
    .slice(0, 3)
    .map(
      (issue) =>
        (issue.path ?? [])
          .map((key) => String(typeof key === 'object' ? key.key : key))
          .join('.') || '(root)',
    )
  throw new McpToolError(
    'MCP_TOOL_OUTPUT_INVALID',
    name,
    `The structured content of MCP tool ${shownToolName(name)} does not match its output schema ` +
      `(${checked.issues.length} issues, at ${paths.map((path) => shownToolName(path)).join(', ')})`,
  )
}
