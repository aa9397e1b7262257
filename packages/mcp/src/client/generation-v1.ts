import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import {
  CallToolResultSchema,
  ErrorCode,
  ListToolsResultSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js'
import type { ClientGeneration } from './sdk'

/**
 * Loading through an SDK v1 client, with `request` rather than `listTools` and `callTool`: those
 * compile every listed `outputSchema` with Ajv and check structured output with JavaScript's
 * backtracking regexes, so one hostile pattern (`^(a+)+$`) would freeze the process. polytool
 * checks output schemas itself, with its linear engine (see `load-tools`).
 */
export const clientV1: ClientGeneration<Client> = {
  listPage: (client, cursor, options) =>
    client.request(
      { method: 'tools/list', params: cursor === undefined ? {} : { cursor } },
      ListToolsResultSchema,
      options,
    ),
  callTool: async (client, params, options) =>
    (await client.request(
      { method: 'tools/call', params },
      CallToolResultSchema,
      options,
    )) as CallToolResult,
  isTimeout: (error) => error instanceof McpError && error.code === ErrorCode.RequestTimeout,
}
