import { type AnyTool, egressText } from '@polytool/core'
import { McpOptionsError, McpToolError } from '../errors'
import { callServedTool } from './call-tool'
import type { McpServeOptions } from './options'
import type { ServerGeneration } from './sdk'
import { type ServedTool, serveTool } from './served-tool'

/** The shortest `progressEveryMs`: a shorter heartbeat would flood the client. */
export const MIN_PROGRESS_EVERY_MS = 10

/**
 * Serves the tools on a server of either SDK generation: `tools/list` lists them and
 * `tools/call` runs them through their pipeline (see `registerMcpTools`).
 */
export function serveMcpTools<Target, Extra>(
  generation: ServerGeneration<Target, Extra>,
  target: Target,
  tools: readonly AnyTool[],
  options: McpServeOptions<Extra>,
): void {
  assertProgressEvery(options.progressEveryMs)
  const served = serveAll(tools, options)
  const listings = [...served.values()].map((entry) => entry.listing)
  generation.install(target, {
    list: () => ({ tools: listings }),
    call: ({ name, arguments: args }, extra, call) => {
      const entry = served.get(name)
      if (entry === undefined) {
        // The spec makes an unknown tool a protocol error (-32602), not a tool result.
        throw generation.invalidParams(unknownToolMessage(name, [...served.keys()]))
      }
      return callServedTool(
        generation as ServerGeneration<unknown, Extra>,
        entry,
        args,
        extra,
        call,
        options,
      )
    },
  })
}

/** Throws `McpOptionsError` for a `progressEveryMs` that is not a number of at least 10 ms. */
export function assertProgressEvery(everyMs: number | undefined): void {
  if (everyMs === undefined) return
  if (typeof everyMs !== 'number' || !Number.isFinite(everyMs) || everyMs < MIN_PROGRESS_EVERY_MS) {
    throw new McpOptionsError(
      `Expected progressEveryMs to be a finite number of milliseconds of at least ${MIN_PROGRESS_EVERY_MS}, received ${String(everyMs)}`,
    )
  }
}

/** The message of the protocol error (-32602) for a tool that is not served. */
export function unknownToolMessage(name: string, names: readonly string[]): string {
  return `Unknown tool ${showName(name)}; expected one of: ${listNames(names)}`
}

const SHOWN_NAME_LENGTH = 64
const SHOWN_NAMES = 20

// The name is the client's text, and leaves through the egress gate like every error text:
// secrets in it redacted, then cut, so an error never echoes a megabyte or a token back.
function showName(name: string): string {
  // Read no further than a key and its value could reach into the part shown.
  const shown = egressText('mcp', name.slice(0, SHOWN_NAME_LENGTH * 16))
  return JSON.stringify(
    shown.length > SHOWN_NAME_LENGTH ? `${shown.slice(0, SHOWN_NAME_LENGTH)}…` : shown,
  )
}

function listNames(names: readonly string[]): string {
  const shown = names.slice(0, SHOWN_NAMES).join(', ')
  return names.length > SHOWN_NAMES ? `${shown} and ${names.length - SHOWN_NAMES} more` : shown
}

/** Serves each tool once: its listing and codecs, checked for duplicates and `execute`. */
export function serveAll(
  tools: readonly AnyTool[],
  options: McpServeOptions<any>,
): Map<string, ServedTool> {
  const served = new Map<string, ServedTool>()
  for (const tool of tools) {
    if (served.has(tool.id)) {
      throw new McpToolError(
        'MCP_TOOL_DUPLICATE',
        tool.id,
        `Expected unique tool ids, received "${tool.id}" more than once`,
      )
    }
    if (tool.execute === undefined) {
      throw new McpToolError(
        'MCP_TOOL_NOT_EXECUTABLE',
        tool.id,
        `Expected tool "${tool.id}" to have an execute function: an MCP client could list it but never call it`,
      )
    }
    served.set(tool.id, serveTool(tool, options.schemaOptions))
  }
  return served
}
