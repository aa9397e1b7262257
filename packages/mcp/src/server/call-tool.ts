import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import {
  type ApprovalGate,
  egressText,
  isToolFailure,
  modelOutputFor,
  type RequestContext,
  type ToolCallContext,
} from '@polytool/core'
import { toMcpContent } from './content'
import { mcpContextFor } from './elicitation'
import { DEFAULT_MAX_RESULT_BYTES, type McpApprovalGate, type McpServeOptions } from './options'
import { requestContextTexts } from './private-texts'
import { startProgress } from './progress'
import { isRequestContextFailure, safeFailure } from './safe-failure'
import type { McpCall, ServerGeneration } from './sdk'
import type { ServedTool } from './served-tool'
import { traceContextOf } from './trace-context'

const NO_APPROVER =
  'it requires approval and this MCP server has no way to ask for it (the host passes an approve callback to allow such calls)'

/**
 * Runs one `tools/call` through the tool's pipeline and answers with an MCP result. It never
 * throws: validation failures, declined calls and exceptions are results with `isError: true`.
 */
export async function callServedTool<Extra>(
  generation: ServerGeneration<unknown, Extra>,
  served: ServedTool,
  args: unknown,
  extra: Extra,
  call: McpCall,
  options: McpServeOptions<Extra>,
): Promise<CallToolResult> {
  const { tool } = served
  let requestContext: RequestContext<any> | undefined
  // Progress messages are scrubbed of the request context, known once it is built.
  const progress = startProgress(call, {
    everyMs: options.progressEveryMs,
    privateTexts: () => requestContextTexts(requestContext),
  })
  try {
    requestContext = options.requestContext?.(extra)
    const result = await tool.execute!(
      served.decodeInput(args ?? {}),
      callContext(call, extra, options, progress, requestContext),
    )
    const answer = checked(
      generation,
      tool.id,
      await toCallToolResult(served, result, options, requestContext),
    )
    return withinLimit(tool.id, answer, options) ?? answer
  } catch (error) {
    return safeFailure(tool.id, error, options.onError, requestContext)
  } finally {
    progress.stop()
  }
}

function callContext<Extra>(
  call: McpCall,
  extra: Extra,
  options: McpServeOptions<Extra>,
  progress: ReturnType<typeof startProgress>,
  requestContext: RequestContext<any> | undefined,
): ToolCallContext {
  return {
    abortSignal: call.signal,
    mcp: mcpContextFor(call, extra, progress),
    approve: approvalGate(options.approve, extra),
    ...(requestContext === undefined ? {} : { requestContext }),
    ...(options.observer === undefined ? {} : { observer: options.observer }),
    ...traceContextOf(call),
  }
}

// The pipeline asks the gate only when `requireApproval` holds for the validated input.
function approvalGate<Extra>(
  approve: McpApprovalGate<Extra> | undefined,
  extra: Extra,
): ApprovalGate {
  if (approve === undefined) return () => ({ approved: false, reason: NO_APPROVER })
  return ({ toolId, input }) => approve({ toolId, input, extra })
}

async function toCallToolResult(
  served: ServedTool,
  result: unknown,
  options: McpServeOptions<any>,
  requestContext: RequestContext<any> | undefined,
): Promise<CallToolResult> {
  const { tool } = served
  if (isRequestContextFailure(result)) {
    return safeFailure(tool.id, result, options.onError, requestContext)
  }
  if (isToolFailure(result))
    return { content: [{ type: 'text', text: egressText('mcp', result.message) }], isError: true }
  const structuredContent = served.structure(result)
  if (structuredContent !== undefined && tool.toModelOutput === undefined) {
    return {
      content: [{ type: 'text', text: JSON.stringify(structuredContent) }],
      structuredContent,
    }
  }
  const shown = toMcpContent(await modelOutputFor(tool, result, options.observer))
  if (shown.isError) return { content: shown.content, isError: true }
  return {
    content: shown.content,
    ...(structuredContent === undefined ? {} : { structuredContent }),
  }
}

// A result over the client's transport limit would close the connection, not fail the call.
function withinLimit(
  toolId: string,
  result: CallToolResult,
  options: McpServeOptions<any>,
): CallToolResult | undefined {
  const limit = options.maxResultBytes ?? DEFAULT_MAX_RESULT_BYTES
  const bytes = utf8Length(JSON.stringify(result))
  if (bytes <= limit) return undefined
  return {
    content: [
      {
        type: 'text',
        text: egressText(
          'mcp',
          `Tool ${toolId} produced a result of ${bytes} bytes, over this server's limit of ${limit} bytes (maxResultBytes)`,
        ),
      },
    ],
    isError: true,
  }
}

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).byteLength
}

// The SDK rejects a malformed result with a JSON-RPC error the client cannot tie to the
// tool; checking here turns it into a tool error that says what was wrong.
function checked(
  generation: ServerGeneration<unknown, any>,
  toolId: string,
  result: CallToolResult,
): CallToolResult {
  const issue = generation.resultProblem(result)
  if (issue === undefined) return result
  const where = issue.path.length === 0 ? 'the result' : issue.path.map(String).join('.')
  return {
    content: [
      {
        type: 'text',
        text: egressText(
          'mcp',
          `Tool ${toolId} produced a result MCP cannot carry: at ${where}, ${issue.message}`,
        ),
      },
    ],
    isError: true,
  }
}
