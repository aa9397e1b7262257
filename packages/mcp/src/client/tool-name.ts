import { McpToolError } from '../errors'

/**
 * Refuses a listed name polytool cannot turn into a tool id: an empty one, or one whose id is
 * `__proto__`, which a plain record of tools would drop without a word.
 *
 * @param name - the tool name as the server listed it
 * @param id - the tool id it becomes, `idPrefix` included
 * @returns nothing; throws `McpToolError` `MCP_TOOL_NAME_INVALID` for an unusable name
 */
export function assertUsableName(name: string, id: string): void {
  if (name === '') {
    throw new McpToolError(
      'MCP_TOOL_NAME_INVALID',
      name,
      'Expected every tool of the server to have a name, received a tool with an empty name',
    )
  }
  if (id === '__proto__') {
    throw new McpToolError(
      'MCP_TOOL_NAME_INVALID',
      name,
      'Expected tool names that can be record keys, received "__proto__": a record of tools ' +
        'would silently lose it. Load the server with an idPrefix to keep it',
    )
  }
}
