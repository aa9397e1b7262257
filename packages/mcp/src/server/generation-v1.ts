import type { Server } from '@modelcontextprotocol/sdk/server/index.js'
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import {
  CallToolResultSchema,
  type ElicitRequestFormParams,
  ErrorCode,
  isJSONRPCRequest,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js'
import { McpToolsAlreadyServedError } from '../errors'
import { assertWellFormed, LenientCallToolRequestSchema } from './call-request'
import { answerMalformedRequests } from './malformed-requests'
import type { McpRequestExtra } from './options'
import type { McpCall, ServerGeneration } from './sdk'

/** Serving on SDK v1 (`@modelcontextprotocol/sdk`): handlers keyed by zod request schemas. */
export const serverV1: ServerGeneration<Server | McpServer, McpRequestExtra> = {
  install(target, handlers) {
    const server = 'server' in target ? target.server : target
    // Replacing the handlers of an McpServer that has tools would hide them without a word.
    try {
      server.assertCanSetRequestHandler(ListToolsRequestSchema.shape.method.value)
    } catch {
      throw new McpToolsAlreadyServedError()
    }
    server.registerCapabilities({ tools: {} })
    server.setRequestHandler(ListToolsRequestSchema, (_request, extra) => handlers.list(extra))
    server.setRequestHandler(LenientCallToolRequestSchema, (request, extra) => {
      assertWellFormed(request.params)
      return handlers.call(request.params, extra, callOf(server, extra))
    })
    answerMalformedRequests(server as never, isJSONRPCRequest)
  },
  invalidParams: (message) => new McpError(ErrorCode.InvalidParams, message),
  resultProblem(result) {
    const parsed = CallToolResultSchema.safeParse(result)
    if (parsed.success) return undefined
    const issue = parsed.error.issues[0]
    return { path: issue?.path ?? [], message: issue?.message ?? 'invalid value' }
  },
}

// Elicitation goes through the server (it checks the client's capability and the answer);
// `relatedRequestId` ties it to the call, so Streamable HTTP routes it to the call's stream.
export function callOf(server: Server, extra: McpRequestExtra): McpCall {
  return {
    signal: extra.signal,
    meta: extra._meta as Record<string, unknown> | undefined,
    notify: (notification) => extra.sendNotification(notification as never),
    elicit: async (request) => {
      const params: ElicitRequestFormParams = {
        mode: 'form',
        message: request.message,
        requestedSchema: request.requestedSchema as ElicitRequestFormParams['requestedSchema'],
      }
      const result = await server.elicitInput(params, {
        relatedRequestId: extra.requestId,
        signal: extra.signal,
      })
      return {
        action: result.action,
        ...(result.content === undefined ? {} : { content: result.content }),
      }
    },
  }
}
