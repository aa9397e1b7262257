import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js'
import type { ClientGeneration } from './sdk'

/** Loading through an SDK v1 client: `callTool(params, resultSchema, options)`. */
export const clientV1: ClientGeneration<Client> = {
  listPage: (client, cursor, options) =>
    client.listTools(cursor === undefined ? {} : { cursor }, options),
  callTool: async (client, params, options) =>
    (await client.callTool(params, undefined, options)) as CallToolResult,
  isTimeout: (error) => error instanceof McpError && error.code === ErrorCode.RequestTimeout,
}
