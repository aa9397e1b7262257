import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import {
  type ElicitRequestFormParams,
  isJSONRPCRequest,
  type McpServer,
  ProtocolError,
  ProtocolErrorCode,
  type Server,
  type ServerContext,
  specTypeSchemas,
} from '@modelcontextprotocol/server'
import { McpToolsAlreadyServedError } from '../errors'
import { answerMalformedRequests } from '../server/malformed-requests'
import type { McpCall, ResultProblem, ServerGeneration } from '../server/sdk'

/**
 * Serving on SDK v2 (`@modelcontextprotocol/server`): handlers keyed by method name, the
 * request's context in `ctx.mcpReq`. The SDK itself checks `tools/call` params (-32602).
 */
export const serverV2: ServerGeneration<Server | McpServer, ServerContext> = {
  install(target, handlers) {
    const server = 'server' in target ? target.server : target
    // Replacing the handlers of an McpServer that has tools would hide them without a word.
    try {
      server.assertCanSetRequestHandler('tools/list')
    } catch {
      throw new McpToolsAlreadyServedError()
    }
    server.registerCapabilities({ tools: {} })
    // The listings are v1-typed; both generations carry the same JSON.
    server.setRequestHandler('tools/list', (_request, ctx) => handlers.list(ctx) as never)
    server.setRequestHandler(
      'tools/call',
      (request, ctx) => handlers.call(request.params, ctx, callOf(ctx)) as Promise<never>,
    )
    answerMalformedRequests(server as never, isJSONRPCRequest)
  },
  invalidParams: (message) => new ProtocolError(ProtocolErrorCode.InvalidParams, message),
  resultProblem(result: CallToolResult): ResultProblem | undefined {
    const checked = specTypeSchemas.CallToolResult['~standard'].validate(result)
    // The spec schemas validate synchronously; a promise would be a different SDK.
    if (checked instanceof Promise || checked.issues === undefined) return undefined
    const issue = checked.issues[0]
    return {
      path: (issue?.path ?? []).map((step) => (typeof step === 'object' ? step.key : step)),
      message: issue?.message ?? 'invalid value',
    }
  },
}

function callOf(ctx: ServerContext): McpCall {
  return {
    signal: ctx.mcpReq.signal,
    meta: ctx.mcpReq._meta as Record<string, unknown> | undefined,
    notify: (notification) => ctx.mcpReq.notify(notification),
    elicit: async (request) => {
      const params: ElicitRequestFormParams = {
        mode: 'form',
        message: request.message,
        requestedSchema: request.requestedSchema as ElicitRequestFormParams['requestedSchema'],
      }
      const result = await ctx.mcpReq.elicitInput(params, { signal: ctx.mcpReq.signal })
      return {
        action: result.action,
        ...(result.content === undefined ? {} : { content: result.content }),
      }
    },
  }
}
